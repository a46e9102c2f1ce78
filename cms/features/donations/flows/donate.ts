import { type Visitor, visitorRequest } from '@cms/core/visitor'
import type { DonationRequest } from '../contract/donations'
import type { PaymentNextStep } from '@cms/features/payments/contract/payments'
import { openPayment } from '@cms/features/payments'

/**
 * Starts a donation, a guest's or a member's: the donation is stored pending (the collection
 * counts it against the visitor's address), then paid like any payment, through the active
 * provider, whose signed callback marks it paid and thanks the donor (settlePayment).
 */
export async function startDonation(visitor: Visitor, request: DonationRequest, returnUrl: string): Promise<{ donationId: number; next: PaymentNextStep }> {
  const { amount, name, email, listed, message, language } = request
  const donation = await visitor.payload.create({
    collection: 'donations',
    data: { amount, currency: 'RUB', status: 'pending', name, email, listed, message: message || null, language, donor: visitor.user?.id ?? null },
    req: await visitorRequest(visitor),
    // No one creates donations but this flow (the collection's create is nobody's).
    overrideAccess: true,
    depth: 0,
  })
  const { next } = await openPayment(visitor, {
    purpose: { kind: 'donation', id: donation.id },
    amount,
    currency: 'RUB',
    description: language === 'ru' ? 'Пожертвование Baikal Yachts' : 'Donation to Baikal Yachts',
    customerEmail: email,
    returnUrl,
  })
  return { donationId: donation.id, next }
}
