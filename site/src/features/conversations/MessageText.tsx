import { linkPieces } from '@cms/features/conversations/contract/conversations'

/** A message's plain text with its http(s) links clickable: text nodes and links, never HTML. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="message-text">
      {linkPieces(body).map((piece, index) =>
        'href' in piece ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
          <a key={index} href={piece.href} rel="noopener noreferrer nofollow ugc" target="_blank">
            {piece.href}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  )
}
