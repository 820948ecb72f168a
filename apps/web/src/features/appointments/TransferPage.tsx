import {
  isApiError,
  queryKeys,
  useApiClients,
  useAppointment,
  usePartnerSearch,
  usePaymentMethods,
} from '@pawcall/api-client';
import { transferApi } from '@pawcall/api-client/visits';
import {
  Alert,
  Button,
  Card,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  Heading,
  Money,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  TextLink,
} from '@pawcall/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocaleState } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import { partnerName } from '../../shared/partner';
import { dateInZone } from '../../i18n/dates';
import { VisitMessages } from '../../i18n/FeatureMessages';
import type { AnyMessageId } from '../../i18n/messages';
import { SlotChooser } from './SlotChooser';

/** What the client picked; kept for the tab (sessionStorage) so a timed-out or reloaded page continues. */
interface Selections {
  partnerUuid: string | null;
  date: string | null;
  startAt: string | null;
  cardUuid: string | null;
}
const EMPTY: Selections = { partnerUuid: null, date: null, startAt: null, cardUuid: null };
const storageKey = (reference: string) => `pawcall.transfer.${reference}`;

function loadSelections(reference: string): Selections {
  try {
    const saved = globalThis.sessionStorage?.getItem(storageKey(reference));
    return saved ? { ...EMPTY, ...(JSON.parse(saved) as Partial<Selections>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

/**
 * /cx/transfer/{id} and /cx/appointments/{id}/transfer: another vet, a free time of theirs, the
 * TRANSFER_FEE shown before confirming. "Booking-transfer session timeout: selections are saved
 * and the user can continue": when the quote's session ends the choices stay and Continue
 * fetches a fresh quote.
 */
export function TransferPage() {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { timeZone } = useLocaleState();
  const { id = '' } = useParams();
  const appointment = useAppointment(id);
  const quote = useQuery({
    queryKey: ['cx', 'appointment', id, 'transfer-quote'],
    queryFn: () => transferApi.getTransferQuote(clients, id),
    retry: false,
  });
  const vets = usePartnerSearch({ per_page: 50 });
  const cards = usePaymentMethods();
  const [selections, setSelections] = useState<Selections>(() => loadSelections(id));
  const [expired, setExpired] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    globalThis.sessionStorage?.setItem(storageKey(id), JSON.stringify(selections));
  }, [id, selections]);

  // The transfer session: when the quote's time is up the fee it showed is no longer promised.
  useEffect(() => {
    if (!quote.data) return;
    setExpired(false);
    const timer = setTimeout(
      () => setExpired(true),
      Math.max(0, Date.parse(quote.data.expires_at) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [quote.data]);

  if (appointment.isPending || quote.isPending)
    return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  const back = (
    <TextLink asChild>
      <Link to={`/cx/appointments/${id}`}>{intl.formatMessage({ id: 'transfer.back' })}</Link>
    </TextLink>
  );
  const title = intl.formatMessage({ id: 'transfer.title' }, { reference: id });
  if (appointment.isError || quote.isError)
    return (
      <Stack gap="md">
        <PageMeta title={title} />
        <Heading level={1}>{title}</Heading>
        <Alert tone="error">{errorMessage(intl, appointment.error ?? quote.error)}</Alert>
        {back}
      </Stack>
    );

  const data = appointment.data;
  const fee = quote.data;
  const others = (vets.data?.items ?? []).filter((vet) => vet.uuid !== data.partner.uuid);
  const chosenVet = others.find((vet) => vet.uuid === selections.partnerUuid) ?? null;
  const charged = fee.total.amount > 0;
  const cardUuid = selections.cardUuid ?? fee.payment_method?.uuid ?? null;
  const update = (next: Partial<Selections>) => {
    setFailure(null);
    setSelections((current) => ({ ...current, ...next }));
  };

  const confirm = async () => {
    if (!chosenVet || !selections.startAt) {
      setFailure(intl.formatMessage({ id: 'transfer.chooseVetAndTime' }));
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await transferApi.transfer(clients, id, {
        partner_uuid: chosenVet.uuid,
        start_at: selections.startAt,
        expected_fee: fee.total.amount,
        ...(charged && cardUuid ? { payment_method_uuid: cardUuid } : {}),
      });
      globalThis.sessionStorage?.removeItem(storageKey(id));
      await queryClient.invalidateQueries({ queryKey: queryKeys.appointment(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.appointmentsAll });
      void navigate(`/cx/appointments/${id}`, { state: { transferred: true } });
    } catch (cause) {
      setFailure(errorMessage(intl, cause));
      if (isApiError(cause) && cause.code === 'SLOT_UNAVAILABLE') {
        // The other choices stay; only the lost time is cleared and the day's times fetched again.
        update({ startAt: null });
        setFailure(errorMessage(intl, cause));
        await queryClient.invalidateQueries({ queryKey: ['p', 'availability'] });
      }
      if (isApiError(cause) && cause.code === 'TRANSFER_FEE_CHANGED') await quote.refetch();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      {back}
      <Stack gap="xs">
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">{intl.formatMessage({ id: 'transfer.intro' })}</Text>
      </Stack>
      {expired ? (
        <Alert tone="info">
          <Stack gap="sm">
            <span>{intl.formatMessage({ id: 'transfer.expired' })}</span>
            <div>
              <Button variant="secondary" onClick={() => void quote.refetch()}>
                {intl.formatMessage({ id: 'transfer.continue' })}
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : null}
      <Card padding="lg">
        {vets.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        ) : others.length === 0 ? (
          <p>{intl.formatMessage({ id: 'transfer.vet.none' })}</p>
        ) : (
          <RadioGroup
            label={intl.formatMessage({ id: 'transfer.vet.label' })}
            value={selections.partnerUuid ?? undefined}
            onValueChange={(partnerUuid) => update({ partnerUuid, startAt: null })}
            options={others.map((vet) => ({
              value: vet.uuid,
              label: `${partnerName(intl, vet)}, ${vet.post_nominal}`,
            }))}
          />
        )}
      </Card>
      {chosenVet ? (
        <Card padding="lg">
          <SlotChooser
            partnerUuid={chosenVet.uuid}
            date={selections.date ?? dateInZone(data.start_at, timeZone)}
            onDateChange={(date) => update({ date })}
            value={selections.startAt}
            onChange={(slot) => update({ startAt: slot.start_at })}
            label={intl.formatMessage({ id: 'transfer.time.label' })}
            disabled={submitting}
          />
        </Card>
      ) : null}
      <Card as="section" padding="lg" aria-labelledby="transfer-summary">
        <Stack gap="md">
          <Heading level={2} id="transfer-summary">
            {intl.formatMessage({ id: 'transfer.summary.title' })}
          </Heading>
          <DescriptionList>
            <DescriptionTerm>{intl.formatMessage({ id: 'transfer.summary.vet' })}</DescriptionTerm>
            <DescriptionDetails>{chosenVet ? partnerName(intl, chosenVet) : '—'}</DescriptionDetails>
            <DescriptionTerm>{intl.formatMessage({ id: 'transfer.summary.time' })}</DescriptionTerm>
            <DescriptionDetails>
              {selections.startAt
                ? intl.formatDate(selections.startAt, { dateStyle: 'full', timeStyle: 'short' })
                : '—'}
            </DescriptionDetails>
            <DescriptionTerm>{intl.formatMessage({ id: 'transfer.fee' })}</DescriptionTerm>
            <DescriptionDetails>
              <Money amount={fee.total.amount} currency={fee.total.currency} locale={intl.locale} />
            </DescriptionDetails>
          </DescriptionList>
          <Text>
            {fee.free_reason
              ? intl.formatMessage({ id: `transfer.fee.free.${fee.free_reason}` as AnyMessageId })
              : intl.formatMessage({ id: 'transfer.fee.charged' })}
          </Text>
          {charged ? (
            <RadioGroup
              label={intl.formatMessage({ id: 'transfer.card' })}
              value={cardUuid ?? undefined}
              onValueChange={(uuid) => update({ cardUuid: uuid })}
              options={(cards.data ?? []).map((card) => ({
                value: card.uuid,
                label: intl.formatMessage(
                  { id: 'payment.card.label' },
                  { brand: card.brand.toUpperCase(), last4: card.last4 },
                ),
              }))}
            />
          ) : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div>
            <Button loading={submitting} disabled={expired} onClick={() => void confirm()}>
              {intl.formatMessage({ id: 'transfer.confirm' })}
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}

/** With the appointments and visit catalogue, loaded with this screen. */
export default function TransferPageScreen() {
  return (
    <VisitMessages>
      <TransferPage />
    </VisitMessages>
  );
}
