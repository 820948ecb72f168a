import {
  type CreateQuoteBody,
  isApiError,
  type PartnerProfile,
  type Timeslot,
  type User,
} from '@pawcall/api-client';
import { useCreateQuote, usePartnerAvailability, usePartnerProfile } from '@pawcall/api-client';
import { earliestBookableDate, bookableDate } from '@pawcall/domain';
import {
  Alert,
  Avatar,
  Badge,
  Card,
  Heading,
  Inline,
  Money,
  Spinner,
  Stack,
  Text,
  TimeslotPicker,
  useToast,
  Box,
  List,
} from '@pawcall/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLocaleState, useViewer } from '../../shared/AppContext';
import { loginPathWithRedirect } from '../../shared/guards';
import { AfterHydration } from '../../shared/AfterHydration';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import { designationLabel, partnerName, ratingLabel, speciesLabel } from '../../shared/partner';
import { DayPicker, formatCalendarDay } from '../../shared/DayPicker';
import { calendarDateValue, dateInZone, isIsoDate, nextDates, zonedDayRange } from '../../i18n/dates';

const DAYS_SHOWN = 7;

function quoteBody(slot: Timeslot, viewer: User): CreateQuoteBody {
  const address = viewer.profile_address;
  return {
    client_uuid: viewer.uuid,
    start_at: slot.start_at,
    end_at: slot.end_at,
    pet_uuid: null,
    platform: 'WEB',
    target_country: address?.country ?? null,
    target_province: address?.province ?? null,
    target_city: address?.city ?? null,
  };
}

function Booking({ partner }: { partner: PartnerProfile }) {
  const intl = useIntl();
  const viewer = useViewer();
  const navigate = useNavigate();
  const { timeZone } = useLocaleState();
  const [params, setParams] = useSearchParams();
  const createQuote = useCreateQuote();
  const { toast } = useToast();
  const [slotError, setSlotError] = useState<string | null>(null);

  const firstDate = earliestBookableDate(new Date(), timeZone);
  // The day in the link, else the vet's next free day, never before the earliest bookable date.
  const requested = params.get('date');
  const nextFree = partner.next_available_at ? dateInZone(partner.next_available_at, timeZone) : null;
  const date = bookableDate(isIsoDate(requested) ? requested : nextFree, new Date(), timeZone);
  const week = nextDates(firstDate, DAYS_SHOWN);
  // A day further out (a shared link, the vet's next free day) is shown after the week.
  const days = week.includes(date) ? week : [...week, date];
  const address = viewer?.profile_address;
  const body = useMemo(
    () => ({
      ...zonedDayRange(date, timeZone),
      ...(address ? { country: address.country, province: address.province } : {}),
    }),
    [date, timeZone, address],
  );
  const availability = usePartnerAvailability(partner.uuid, body);
  // "Silently ignored: availability fetch failures": an empty day, no toast.
  const slots = availability.data ?? [];
  const wantedSlot = params.get('slot');

  const choose = (slot: Timeslot) => {
    setSlotError(null);
    if (!viewer) {
      // Come back to this day with the time still chosen; after sign-in the booking continues.
      const back = `/p/${partner.uri_slug}?${new URLSearchParams({ date, slot: slot.start_at })}`;
      void navigate(loginPathWithRedirect(back));
      return;
    }
    createQuote.mutate(
      { partnerUuid: partner.uuid, body: quoteBody(slot, viewer) },
      {
        onSuccess: (quote) => void navigate(`/cx/book/${quote.uuid}`),
        onError: (error) => {
          if (isApiError(error) && error.code === 'SLOT_UNAVAILABLE') {
            setSlotError(errorMessage(intl, error));
            void availability.refetch();
            return;
          }
          // "Any other server message: error toast for 8 seconds" (spec part 2, section 8).
          toast({
            tone: 'error',
            title: intl.formatMessage({ id: 'toast.error' }),
            description: errorMessage(intl, error),
          });
        },
      },
    );
  };

  // Back from sign-in with a chosen time: continue to the booking once that day's times are known.
  const continued = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the day's times arrive.
  useEffect(() => {
    if (!viewer || !wantedSlot || continued.current || !availability.isFetched) return;
    continued.current = true;
    const slot = slots.find((candidate) => Date.parse(candidate.start_at) === Date.parse(wantedSlot));
    if (slot) choose(slot);
    else setSlotError(intl.formatMessage({ id: 'booking.error.slotUnavailable' }));
  }, [viewer, wantedSlot, availability.isFetched]);

  const selectDate = (next: string) => {
    setSlotError(null);
    const nextParams = new URLSearchParams(params);
    nextParams.set('date', next);
    nextParams.delete('slot');
    setParams(nextParams, { replace: true });
  };

  const timeLabel = (iso: string) => intl.formatTime(iso, { hour: 'numeric', minute: '2-digit' });

  return (
    <Card as="section" padding="lg" aria-labelledby="book-heading">
      <Stack gap="md">
        <Heading level={2} id="book-heading">
          {intl.formatMessage({ id: 'partner.book.heading' })}
        </Heading>
        <Text tone="muted">{intl.formatMessage({ id: 'partner.book.timeZone' }, { timeZone })}</Text>
        <DayPicker
          days={days}
          value={date}
          onChange={selectDate}
          label={intl.formatMessage({ id: 'partner.book.days' })}
        />
        {slotError ? <Alert tone="error">{slotError}</Alert> : null}
        {availability.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'partner.book.loadingTimes' })} />
        ) : (
          <TimeslotPicker
            label={intl.formatMessage({ id: 'partner.book.chooseTime' })}
            mode="single"
            days={[
              {
                id: date,
                label: formatCalendarDay(intl, date),
                slots: slots.map((slot) => ({
                  id: slot.start_at,
                  label: timeLabel(slot.start_at),
                  accessibleLabel: intl.formatMessage(
                    { id: 'partner.book.slotLabel' },
                    { day: formatCalendarDay(intl, date), time: timeLabel(slot.start_at) },
                  ),
                  disabled: createQuote.isPending,
                })),
              },
            ]}
            value={
              createQuote.isPending && createQuote.variables ? [createQuote.variables.body.start_at] : []
            }
            onValueChange={(ids) => {
              const slot = slots.find((candidate) => candidate.start_at === ids[0]);
              if (slot) choose(slot);
            }}
            noSlotsLabel={intl.formatMessage({ id: 'partner.book.noTimes' })}
          />
        )}
        {createQuote.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'partner.book.reserving' })} />
        ) : null}
        {!viewer ? <Text tone="muted">{intl.formatMessage({ id: 'partner.book.signInNote' })}</Text> : null}
      </Stack>
    </Card>
  );
}

export function PartnerProfilePage() {
  const intl = useIntl();
  const viewer = useViewer();
  const { slug = '' } = useParams();
  const profile = usePartnerProfile(slug);

  if (profile.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (profile.isError) {
    const notFound = isApiError(profile.error) && profile.error.status === 404;
    return (
      <Stack gap="md">
        <PageMeta
          title={intl.formatMessage({ id: notFound ? 'notFound.title' : 'partner.title.fallback' })}
        />
        <Alert tone="error">
          {notFound ? intl.formatMessage({ id: 'notFound.body' }) : errorMessage(intl, profile.error)}
        </Alert>
      </Stack>
    );
  }

  const partner = profile.data;
  const name = partnerName(intl, partner);
  const hidePrice = viewer?.booking_experience === 'HIDDEN_PRICING';
  return (
    <Stack gap="lg">
      <PageMeta title={name} />
      <Card padding="lg">
        <Inline gap="lg" align="flex-start">
          <Avatar name={name} src={partner.photo?.uri_thumbnail} size="xl" decorative />
          <Stack gap="sm" flex="md">
            <Heading level={1}>
              {name}, {partner.post_nominal}
            </Heading>
            <Text tone="muted">
              {designationLabel(intl, partner.designation)}
              {partner.rating != null ? ` · ${ratingLabel(intl, partner)}` : ''}
            </Text>
            {hidePrice ? null : (
              <Text>
                <Money amount={partner.rate.amount} currency={partner.rate.currency} locale={intl.locale} />{' '}
                <Text as="span" tone="muted">
                  {intl.formatMessage({ id: 'partner.rate.per' })}
                </Text>
              </Text>
            )}
            <Inline gap="xs" as="ul" aria-label={intl.formatMessage({ id: 'partner.species' })}>
              {partner.species_treated.map((species) => (
                <li key={species}>
                  <Badge tone="brand">{speciesLabel(intl, species)}</Badge>
                </li>
              ))}
            </Inline>
          </Stack>
        </Inline>
      </Card>

      <Inline gap="lg" align="flex-start">
        <Stack gap="lg" flex="lg">
          <Card as="section" padding="lg" aria-labelledby="about-heading">
            <Stack gap="sm">
              <Heading level={2} id="about-heading">
                {intl.formatMessage({ id: 'partner.about' })}
              </Heading>
              <Text preserveLineBreaks>{partner.bio}</Text>
              {partner.school_name ? (
                <Text tone="muted">
                  {intl.formatMessage(
                    { id: 'partner.education' },
                    { school: partner.school_name, year: partner.school_year ?? '' },
                  )}
                </Text>
              ) : null}
              {partner.areas_of_interest.length > 0 ? (
                <Text tone="muted">
                  {intl.formatMessage(
                    { id: 'partner.interests' },
                    { list: intl.formatList(partner.areas_of_interest, { type: 'conjunction' }) },
                  )}
                </Text>
              ) : null}
            </Stack>
          </Card>
          <Card as="section" padding="lg" aria-labelledby="licences-heading">
            <Stack gap="sm">
              <Heading level={2} id="licences-heading">
                {intl.formatMessage({ id: 'partner.licences' })}
              </Heading>
              <List>
                {partner.licences.map((licence) => (
                  <li key={`${licence.country}-${licence.jurisdiction}-${licence.number}`}>
                    {intl.formatMessage(
                      { id: 'partner.licence' },
                      {
                        jurisdiction: `${licence.jurisdiction}, ${licence.country}`,
                        number: licence.number,
                        expires: intl.formatDate(calendarDateValue(licence.expires_on), {
                          dateStyle: 'medium',
                          timeZone: 'UTC',
                        }),
                      },
                    )}
                    {licence.is_active ? null : (
                      <>
                        {' '}
                        <Badge tone="neutral">{intl.formatMessage({ id: 'partner.licence.inactive' })}</Badge>
                      </>
                    )}
                  </li>
                ))}
              </List>
            </Stack>
          </Card>
        </Stack>
        <Box flex="lg">
          {/* Days and times are the visitor's, in the browser's time zone: not known to the server. */}
          <AfterHydration>
            <Booking partner={partner} />
          </AfterHydration>
        </Box>
      </Inline>
    </Stack>
  );
}

export default PartnerProfilePage;
