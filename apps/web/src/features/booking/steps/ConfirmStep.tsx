import type { Quote } from '@pawcall/api-client';
import { usePaymentMethods, usePets, useQuote } from '@pawcall/api-client';
import { isFreeTotal, REFERRAL_FRIEND_PERCENT_OFF } from '@pawcall/domain';
import {
  Alert,
  Button,
  Card,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  Form,
  Heading,
  Inline,
  QuoteSummary,
  Spinner,
  Stack,
  TextField,
  useShake,
} from '@pawcall/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../../shared/AppContext';
import { AccountMessages } from '../../../i18n/FeatureMessages';
import { partnerName } from '../../../shared/partner';
import { useBookingActor, useBookingSelector } from '../BookingMachineContext';
import { bookingErrorMessage } from '../bookingErrors';
import { concernLabel } from '../../../shared/concerns/concerns';

const STEP_OF_FIELD = { PET: 1, CONCERNS: 1, DESCRIPTION: 1, PAYMENT_METHOD: 4 } as const;

function Row({ label, children, onChange }: { label: string; children: ReactNode; onChange: () => void }) {
  const intl = useIntl();
  return (
    <div>
      <DescriptionTerm>{label}</DescriptionTerm>
      <DescriptionDetails preserveLineBreaks>
        <Inline justify="space-between" align="baseline" gap="md" wrap={false}>
          <span>{children}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={onChange}
            aria-label={intl.formatMessage({ id: 'booking.confirm.change' }, { item: label })}
          >
            {intl.formatMessage({ id: 'booking.confirm.changeShort' })}
          </Button>
        </Inline>
      </DescriptionDetails>
    </div>
  );
}

/** The referral offer's line, worded in the account catalogue (loaded only when a friend books). */
function ReferralCouponLabel() {
  const intl = useIntl();
  return (
    <>{intl.formatMessage({ id: 'booking.referralCoupon' }, { percent: REFERRAL_FRIEND_PERCENT_OFF })}</>
  );
}

function summaryItems(intl: ReturnType<typeof useIntl>, quote: Quote) {
  return quote.items.map((item, index) => ({
    id: `${item.type}-${index}`,
    label:
      item.type === 'COUPON' && quote.referral_discount ? (
        <AccountMessages>
          <ReferralCouponLabel />
        </AccountMessages>
      ) : item.type === 'COUPON' && quote.promo_code ? (
        intl.formatMessage({ id: 'quote.item.COUPON.code' }, { code: quote.promo_code })
      ) : (
        intl.formatMessage({ id: `quote.item.${item.type}` as 'quote.item.APPOINTMENT_FEE' })
      ),
    amount: item.amount.amount,
  }));
}

export function ConfirmStep() {
  const intl = useIntl();
  const actor = useBookingActor();
  const viewer = useViewer();
  const context = useBookingSelector((s) => s.context);
  const submitting = useBookingSelector((s) => s.hasTag('submitting'));
  const quote = useQuote(context.quoteUuid).data;
  const pets = usePets().data;
  const cards = usePaymentMethods().data;
  const [promo, setPromo] = useState(context.promoCode ?? '');
  const [promoErrors, setPromoErrors] = useState<string[] | undefined>();
  const { shaking, shake } = useShake();
  const free = isFreeTotal(context.quote?.total);
  const hidePrice = viewer?.booking_experience === 'HIDDEN_PRICING';

  // A submit that found a field missing shakes the form once per report.
  useEffect(() => {
    if (context.firstMissing) shake();
  }, [context.firstMissing, shake]);

  useEffect(() => {
    if (context.promoError) {
      setPromoErrors([
        context.promoError.code === 'VALIDATION' || !context.promoError.message
          ? Object.values(context.promoError.fields ?? {})
              .flat()
              .join(' ') || intl.formatMessage({ id: 'booking.promo.invalid' })
          : context.promoError.message,
      ]);
    }
  }, [context.promoError, intl]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'payment.submit' });
  };

  const applyPromo = () => {
    if (promo.trim() === '') {
      setPromoErrors([intl.formatMessage({ id: 'booking.promo.required' })]);
      return;
    }
    setPromoErrors(undefined);
    actor.send({ type: 'promo.apply', code: promo });
  };

  const goto = (step: number) => actor.send({ type: 'step.goto', step });
  const pet = pets?.find((candidate) => candidate.uuid === context.petUuid);
  const card = cards?.find((candidate) => candidate.uuid === context.paymentMethodUuid);
  const when = quote
    ? intl.formatDate(quote.start_at, { dateStyle: 'full', timeStyle: 'short' })
    : context.quote
      ? intl.formatDate(context.quote.start_at, { dateStyle: 'full', timeStyle: 'short' })
      : '';
  const updating = context.pendingQuoteUpdates.length > 0;

  return (
    <Form shake={shaking} onSubmit={onSubmit} aria-labelledby="step-heading">
      <Stack gap="lg">
        <Heading level={2} id="step-heading">
          {intl.formatMessage({ id: 'booking.step.confirm.heading' })}
        </Heading>
        {context.error && context.error.code !== 'PAYMENT_DECLINED' ? (
          <Alert tone="error">{bookingErrorMessage(intl, context.error)}</Alert>
        ) : null}
        {context.firstMissing ? (
          <Alert tone="error">
            {intl.formatMessage({ id: `booking.missing.${context.firstMissing}` as 'booking.missing.PET' })}{' '}
            <Button variant="ghost" size="sm" onClick={() => goto(STEP_OF_FIELD[context.firstMissing!])}>
              {intl.formatMessage({ id: 'booking.missing.fix' })}
            </Button>
          </Alert>
        ) : null}
        <Card padding="md" variant="outlined">
          <DescriptionList>
            <div>
              <DescriptionTerm>{intl.formatMessage({ id: 'booking.confirm.vet' })}</DescriptionTerm>
              <DescriptionDetails>
                {quote
                  ? partnerName(intl, quote.partner)
                  : context.quote
                    ? partnerName(intl, context.quote.partner)
                    : null}
              </DescriptionDetails>
            </div>
            <div>
              <DescriptionTerm>{intl.formatMessage({ id: 'booking.confirm.when' })}</DescriptionTerm>
              <DescriptionDetails>{when}</DescriptionDetails>
            </div>
            <Row label={intl.formatMessage({ id: 'booking.confirm.pet' })} onChange={() => goto(1)}>
              {pet?.name ?? intl.formatMessage({ id: 'booking.confirm.notChosen' })}
            </Row>
            <Row label={intl.formatMessage({ id: 'booking.confirm.concerns' })} onChange={() => goto(1)}>
              {context.concerns.length > 0
                ? intl.formatList(
                    context.concerns.map((concern) => concernLabel(intl, concern)),
                    { type: 'conjunction' },
                  )
                : intl.formatMessage({ id: 'booking.confirm.notChosen' })}
            </Row>
            <Row label={intl.formatMessage({ id: 'booking.confirm.description' })} onChange={() => goto(1)}>
              {context.description.trim() || intl.formatMessage({ id: 'booking.confirm.notChosen' })}
            </Row>
            <Row label={intl.formatMessage({ id: 'booking.confirm.location' })} onChange={() => goto(2)}>
              {context.location
                ? `${context.location.province}, ${intl.formatMessage({ id: `country.${context.location.country}` as 'country.US' })}`
                : intl.formatMessage({ id: 'booking.confirm.notChosen' })}
            </Row>
            {free ? null : (
              <Row label={intl.formatMessage({ id: 'booking.confirm.card' })} onChange={() => goto(4)}>
                {card
                  ? intl.formatMessage(
                      { id: 'payment.card.label' },
                      { brand: card.brand.toUpperCase(), last4: card.last4 },
                    )
                  : intl.formatMessage({ id: 'booking.confirm.notChosen' })}
              </Row>
            )}
          </DescriptionList>
        </Card>
        {quote ? (
          <div aria-busy={updating || undefined}>
            <QuoteSummary
              title={intl.formatMessage({ id: 'booking.summary.title' })}
              items={summaryItems(intl, quote)}
              totalLabel={intl.formatMessage({ id: 'booking.summary.total' })}
              total={quote.total.amount}
              currency={quote.total.currency}
              locale={intl.locale}
              hidden={hidePrice}
              headingLevel={3}
            />
            {updating ? (
              <Spinner size="sm" label={intl.formatMessage({ id: 'booking.summary.updating' })} />
            ) : null}
          </div>
        ) : null}
        <Inline gap="md" align="flex-end">
          <TextField
            label={intl.formatMessage({ id: 'booking.promo.label' })}
            name="promo"
            autoComplete="off"
            value={promo}
            errors={promoErrors}
            onChange={(event) => setPromo(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyPromo();
              }
            }}
          />
          <Button
            variant="secondary"
            onClick={applyPromo}
            loading={context.pendingQuoteUpdates.includes('promo')}
          >
            {intl.formatMessage({ id: 'booking.promo.apply' })}
          </Button>
        </Inline>
        <Inline gap="md" justify="space-between">
          <Button variant="secondary" onClick={() => actor.send({ type: 'step.back' })}>
            {intl.formatMessage({ id: 'booking.back' })}
          </Button>
          <Button type="submit" loading={submitting || updating} size="lg">
            {intl.formatMessage({ id: free ? 'booking.submit.free' : 'booking.submit.paid' })}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
