import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

/**
 * A create or update needs a document: no body at all is an empty one, anything but an object is
 * refused with a 400. Payload itself writes into the data before its own checks (saving a draft
 * sets `_status`), so without this a bodiless `POST ?draft=true` crashed with a 500.
 */
const documentData: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const { data } = args as { data?: unknown }
  if (data === undefined || data === null) return { ...args, data: {} }
  if (typeof data !== 'object' || Array.isArray(data)) throw new APIError('Send the document as a JSON object.', 400, { code: 'invalid' }, true)
  return args
}

/** Puts the check first in every collection's operations. */
export function withDocumentData(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [documentData, ...(collection.hooks?.beforeOperation ?? [])] } }
}
