import { emailLayout, type EmailContent } from '@cms/core/email/layout'

/**
 * The donor's thanks, with the receipt: its number, the date and amount, who received it and
 * for what. The highlighted line is the receipt's number, the one the donor quotes if they write.
 */
export function donationReceiptEmail({
  name,
  amount,
  receipt,
  paidOn,
  language,
}: {
  name: string
  /** As written for the reader (e.g. "3 000 ₽"). */
  amount: string
  receipt: string
  paidOn: string
  language: 'ru' | 'en'
}): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: `Thank you for your donation (receipt ${receipt})`,
        paragraphs: [
          `Thank you, ${name}.`,
          `We received your donation of ${amount}. It goes to keeping the portal free for sailors on Lake Baikal: the wiki, the events and the safety guides.`,
          `Receipt ${receipt}. Date: ${paidOn}. Amount: ${amount}. Received by: Baikal Yachts. Purpose: voluntary donation, no goods or services given in return.`,
          'Keep this email as your receipt. If you gave by mistake, reply to it within 14 days and we will refund you.',
        ],
        highlight: receipt,
      })
    : emailLayout({
        subject: `Спасибо за пожертвование (квитанция ${receipt})`,
        paragraphs: [
          `Спасибо, ${name}!`,
          `Мы получили ваше пожертвование: ${amount}. Оно помогает порталу оставаться бесплатным для яхтсменов Байкала: вики, события, памятки по безопасности.`,
          `Квитанция ${receipt}. Дата: ${paidOn}. Сумма: ${amount}. Получатель: Baikal Yachts. Назначение: добровольное пожертвование, без встречного предоставления товаров или услуг.`,
          'Сохраните это письмо как квитанцию. Если вы пожертвовали по ошибке, ответьте на него в течение 14 дней, и мы вернём деньги.',
        ],
        highlight: receipt,
      })
}
