import type { AppointmentListQuery } from '@pawcall/api-client';
import { APPOINTMENT_CATEGORIES } from '@pawcall/domain';
import { Button, Card, DatePicker, Heading, Inline, Select, Stack, TextField } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLocaleState } from '../../shared/AppContext';
import type { AnyMessageId } from '../../i18n/messages';
import { addDays, dateInZone, isIsoDate, startOfZonedDay } from '../../i18n/dates';

// The statuses a client can filter by (AppointmentStatus of the contract; values, not messages).
const STATUSES = ['REQUIRES_PAYMENT', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'INCOMPLETE'] as const;
const SORTS = ['start_at', '-start_at'] as const;
// Radix Select has no empty value: "any" stands for no filter.
const ANY = 'ANY';
// The URL's names for the filters, so a filtered list can be shared, reloaded and gone back to.
const PARAMS = {
  search: 'q',
  status: 'status',
  category: 'category',
  from: 'from',
  to: 'to',
  sort: 'sort',
} as const;

type Status = (typeof STATUSES)[number];
type Category = (typeof APPOINTMENT_CATEGORIES)[number];
type Sort = (typeof SORTS)[number];

export interface AppointmentFilterValues {
  search: string;
  status: Status | null;
  category: Category | null;
  /** Local calendar dates (YYYY-MM-DD), both included. */
  from: string | null;
  to: string | null;
  /** Null: each group's own order (upcoming soonest first, past latest first). */
  sort: Sort | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

export function filtersFromParams(params: URLSearchParams): AppointmentFilterValues {
  const from = params.get(PARAMS.from);
  const to = params.get(PARAMS.to);
  return {
    search: params.get(PARAMS.search)?.trim() ?? '',
    status: oneOf(STATUSES, params.get(PARAMS.status)),
    category: oneOf(APPOINTMENT_CATEGORIES, params.get(PARAMS.category)),
    from: isIsoDate(from) ? from : null,
    to: isIsoDate(to) ? to : null,
    sort: oneOf(SORTS, params.get(PARAMS.sort)),
  };
}

export function hasFilters(filters: AppointmentFilterValues): boolean {
  return Boolean(filters.search || filters.status || filters.category || filters.from || filters.to);
}

/** The list call's parameters for these filters; the date range covers whole days in the user's time zone. */
export function filterQuery(filters: AppointmentFilterValues, timeZone: string): AppointmentListQuery {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.category ? { 'filter[category]': filters.category } : {}),
    ...(filters.from ? { start_at: new Date(startOfZonedDay(filters.from, timeZone)).toISOString() } : {}),
    ...(filters.to
      ? { end_at: new Date(startOfZonedDay(addDays(filters.to, 1), timeZone)).toISOString() }
      : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
  };
}

/**
 * Search, status, type of visit, a date range and the order, over the Upcoming, Past and Incomplete
 * groups (GET cx/appointments takes them all). Applied on submit, kept in the URL; applying or
 * clearing goes back to the first page of each group.
 */
export function AppointmentFilters() {
  const intl = useIntl();
  const { timeZone } = useLocaleState();
  const [params, setParams] = useSearchParams();
  const applied = filtersFromParams(params);
  const [draft, setDraft] = useState<AppointmentFilterValues>(applied);
  const [rangeError, setRangeError] = useState(false);
  const t = (id: AnyMessageId) => intl.formatMessage({ id });
  const today = dateInZone(Date.now(), timeZone);

  const apply = (next: AppointmentFilterValues) => {
    const nextParams = new URLSearchParams(params);
    for (const key of [...nextParams.keys()]) if (key.endsWith('_page')) nextParams.delete(key);
    const values: Record<keyof typeof PARAMS, string | null> = {
      search: next.search.trim() || null,
      status: next.status,
      category: next.category,
      from: next.from,
      to: next.to,
      sort: next.sort,
    };
    for (const [field, name] of Object.entries(PARAMS) as Array<[keyof typeof PARAMS, string]>) {
      const value = values[field];
      if (value) nextParams.set(name, value);
      else nextParams.delete(name);
    }
    setParams(nextParams);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    apply(draft);
  };

  const clear = () => {
    const empty: AppointmentFilterValues = {
      search: '',
      status: null,
      category: null,
      from: null,
      to: null,
      sort: null,
    };
    setDraft(empty);
    setRangeError(false);
    apply(empty);
  };

  const dateLabels = {
    placeholder: t('appointments.filter.datePlaceholder'),
    previousMonthLabel: t('appointments.filter.previousMonth'),
    nextMonthLabel: t('appointments.filter.nextMonth'),
    today,
    locale: intl.locale,
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="appointment-filters">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Heading level={2} id="appointment-filters">
            {t('appointments.filter.title')}
          </Heading>
          <TextField
            type="search"
            name="search"
            label={t('appointments.filter.search')}
            description={t('appointments.filter.search.hint')}
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
          <Inline gap="md">
            <Select
              label={t('appointments.filter.status')}
              value={draft.status ?? ANY}
              onValueChange={(value) => setDraft({ ...draft, status: oneOf(STATUSES, value) })}
              options={[
                { value: ANY, label: t('appointments.filter.status.any') },
                ...STATUSES.map((status) => ({
                  value: status,
                  label: t(`appointments.filter.status.${status}` as AnyMessageId),
                })),
              ]}
            />
            <Select
              label={t('appointments.filter.category')}
              value={draft.category ?? ANY}
              onValueChange={(value) =>
                setDraft({ ...draft, category: oneOf(APPOINTMENT_CATEGORIES, value) })
              }
              options={[
                { value: ANY, label: t('appointments.filter.category.any') },
                ...APPOINTMENT_CATEGORIES.map((category) => ({
                  value: category,
                  label: t(`appointments.filter.category.${category}` as AnyMessageId),
                })),
              ]}
            />
            <Select
              label={t('appointments.filter.sort')}
              value={draft.sort ?? ANY}
              onValueChange={(value) => setDraft({ ...draft, sort: oneOf(SORTS, value) })}
              options={[
                { value: ANY, label: t('appointments.filter.sort.default') },
                { value: 'start_at', label: t('appointments.filter.sort.earliest') },
                { value: '-start_at', label: t('appointments.filter.sort.latest') },
              ]}
            />
          </Inline>
          <Inline gap="md">
            <DatePicker
              label={t('appointments.filter.from')}
              value={draft.from}
              onValueChange={(from) => setDraft({ ...draft, from })}
              {...dateLabels}
            />
            <DatePicker
              label={t('appointments.filter.to')}
              value={draft.to}
              onValueChange={(to) => setDraft({ ...draft, to })}
              errors={rangeError ? [t('appointments.filter.range')] : undefined}
              {...dateLabels}
            />
          </Inline>
          <Inline gap="sm">
            <Button type="submit">{t('appointments.filter.apply')}</Button>
            <Button type="button" variant="secondary" onClick={clear}>
              {t('appointments.filter.clear')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
