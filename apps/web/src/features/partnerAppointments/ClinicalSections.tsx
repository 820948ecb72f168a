import { type Appointment, isApiError, useApiClients } from '@pawcall/api-client';
import {
  clinicalApi,
  useDiagnosticKits,
  useProductRecommendations,
  useRecommendDiagnosticKit,
} from '@pawcall/api-client/visits';
import { Alert, Button, Card, Heading, Inline, Money, Spinner, Stack, Text, List } from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../shared/errorMessage';
import { PetHistory } from '../../shared/PetHistory';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** GET px/appointments/{ref}/prescription: a signed link, opened in a new tab; "This prescription has expired." */
function PrescriptionLink({ reference }: { reference: string }) {
  const intl = useIntl();
  const clients = useApiClients();
  const [pending, setPending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const open = async () => {
    setPending(true);
    setFeedback(null);
    try {
      const { url, prescription } = await clinicalApi.getPrescriptionLink(clients, reference);
      globalThis.open?.(url, '_blank', 'noopener');
      setFeedback({
        tone: 'success',
        text: intl.formatMessage(
          { id: 'clinical.prescription.opened' },
          { name: prescription.medication_name },
        ),
      });
    } catch (cause) {
      setFeedback({
        tone: 'error',
        text:
          isApiError(cause) && cause.code === 'PRESCRIPTION_EXPIRED'
            ? intl.formatMessage({ id: 'clinical.prescription.expired' })
            : isApiError(cause) && cause.status < 500
              ? errorMessage(intl, cause)
              : // The spec's message when the link itself could not be fetched (network, server error).
                intl.formatMessage({ id: 'clinical.prescription.unavailable' }),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="sm">
      <Heading level={2} size="xl">
        {intl.formatMessage({ id: 'clinical.prescription.title' })}
      </Heading>
      <div>
        <Button variant="secondary" loading={pending} onClick={() => void open()}>
          {intl.formatMessage({ id: 'clinical.prescription.open' })}
        </Button>
      </div>
      {feedback ? <Alert tone={feedback.tone}>{feedback.text}</Alert> : null}
    </Stack>
  );
}

/** The kits for the pet's species; recommending one proposes its bundled follow-up to the client. */
function DiagnosticKits({ reference }: { reference: string }) {
  const intl = useIntl();
  const kits = useDiagnosticKits(reference);
  const recommend = useRecommendDiagnosticKit(reference);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const title = intl.formatMessage({ id: 'clinical.kits.title' });
  return (
    <section aria-label={title}>
      <Stack gap="sm">
        <Heading level={2} size="xl">
          {title}
        </Heading>
        <Text>{intl.formatMessage({ id: 'clinical.kits.hint' })}</Text>
        {kits.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
        {kits.isError ? <Alert tone="error">{errorMessage(intl, kits.error)}</Alert> : null}
        {kits.data?.items.length === 0 ? <p>{intl.formatMessage({ id: 'clinical.kits.empty' })}</p> : null}
        <List gap="sm">
          {kits.data?.items.map((kit) => (
            <li key={kit.uuid}>
              <Inline gap="sm">
                <span>
                  {kit.name} ·{' '}
                  <Money amount={kit.price.amount} currency={kit.price.currency} locale={intl.locale} />
                </span>
                {kit.recommended_at ? (
                  <span>
                    {intl.formatMessage(
                      { id: 'clinical.kits.recommendedOn' },
                      { date: intl.formatDate(kit.recommended_at, { dateStyle: 'medium' }) },
                    )}
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={recommend.isPending && recommend.variables === kit.uuid}
                    disabled={recommend.isPending}
                    onClick={() => {
                      setFeedback(null);
                      recommend.mutate(kit.uuid, {
                        onSuccess: () =>
                          setFeedback({
                            tone: 'success',
                            text: intl.formatMessage({ id: 'clinical.kits.done' }, { kit: kit.name }),
                          }),
                        onError: (cause) => setFeedback({ tone: 'error', text: errorMessage(intl, cause) }),
                      });
                    }}
                  >
                    {intl.formatMessage({ id: 'clinical.kits.recommend' }, { kit: kit.name })}
                  </Button>
                )}
              </Inline>
            </li>
          ))}
        </List>
        {feedback ? <Alert tone={feedback.tone}>{feedback.text}</Alert> : null}
      </Stack>
    </section>
  );
}

function ProductRecommendations({ reference }: { reference: string }) {
  const intl = useIntl();
  const products = useProductRecommendations(reference);
  const title = intl.formatMessage({ id: 'clinical.products.title' });
  return (
    <section aria-label={title}>
      <Stack gap="sm">
        <Heading level={2} size="xl">
          {title}
        </Heading>
        {products.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
        {products.isError ? <Alert tone="error">{errorMessage(intl, products.error)}</Alert> : null}
        {products.data?.items.length === 0 ? (
          <p>{intl.formatMessage({ id: 'clinical.products.empty' })}</p>
        ) : null}
        <List gap="sm">
          {products.data?.items.map((product) => (
            <li key={product.uuid}>
              {product.name} ·{' '}
              <Money amount={product.price.amount} currency={product.price.currency} locale={intl.locale} />
              {product.matched_concerns.length > 0 ? (
                <>
                  {' '}
                  (
                  {intl.formatMessage(
                    { id: 'clinical.products.matches' },
                    { concerns: product.matched_concerns.join(', ') },
                  )}
                  )
                </>
              ) : null}
            </li>
          ))}
        </List>
      </Stack>
    </section>
  );
}

/**
 * The vet's clinical sections of an appointment page: the pet's history, and after a held visit
 * the prescription link, the diagnostic kits and the products to recommend.
 */
export function PartnerClinicalSections({ appointment }: { appointment: Appointment }) {
  const reference = appointment.reference_id;
  const held = appointment.status === 'COMPLETED';
  // Kits bundle a follow-up, which follows a completed visit (the server's rule).
  const kitsAllowed = held && !appointment.partner_declined_at;
  return (
    <Stack gap="lg">
      <Card padding="lg">
        <PetHistory reference={reference} />
      </Card>
      {held ? (
        <Card padding="lg">
          <PrescriptionLink reference={reference} />
        </Card>
      ) : null}
      {kitsAllowed ? (
        <Card padding="lg">
          <DiagnosticKits reference={reference} />
        </Card>
      ) : null}
      {held ? (
        <Card padding="lg">
          <ProductRecommendations reference={reference} />
        </Card>
      ) : null}
    </Stack>
  );
}
