import type { PartnerSearchQuery, SpeciesTreated } from '@pawcall/api-client';
import { usePartnerSearch } from '@pawcall/api-client';
import {
  Alert,
  Button,
  Card,
  Form,
  Heading,
  Inline,
  Select,
  Skeleton,
  Stack,
  Text,
  TextField,
  TextLink,
  VetCard,
} from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import { Pager } from '../../shared/Pager';
import {
  designationLabel,
  partnerName,
  ratingLabel,
  SPECIES_TREATED,
  speciesLabel,
} from '../../shared/partner';

const PER_PAGE = 12;
const ANY = 'any';

/** The query string is the search's state, so a result page can be shared and survives a reload. */
function queryFromParams(params: URLSearchParams): PartnerSearchQuery {
  const species = params.get('species_treated');
  const page = Number(params.get('page'));
  return {
    ...(species && (SPECIES_TREATED as readonly string[]).includes(species)
      ? { species_treated: species as SpeciesTreated }
      : {}),
    ...(params.get('province') ? { province: params.get('province')!.trim().toUpperCase() } : {}),
    ...(params.get('name') ? { q: params.get('name')!.trim() } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    per_page: PER_PAGE,
  };
}

export function SearchPage() {
  const intl = useIntl();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const results = usePartnerSearch(query);
  const [species, setSpecies] = useState(params.get('species_treated') ?? ANY);
  const [province, setProvince] = useState(params.get('province') ?? '');
  const [name, setName] = useState(params.get('name') ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (species !== ANY) next.set('species_treated', species);
    if (province.trim()) next.set('province', province.trim());
    if (name.trim()) next.set('name', name.trim());
    setParams(next);
  };

  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <PageMeta title={intl.formatMessage({ id: 'search.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'search.heading' })}</Heading>
      <Card padding="md">
        <Form onSubmit={onSubmit} role="search" aria-label={intl.formatMessage({ id: 'search.formLabel' })}>
          <Inline gap="md" align="flex-end">
            <Select
              label={intl.formatMessage({ id: 'search.species' })}
              value={species}
              onValueChange={setSpecies}
              options={[
                { value: ANY, label: intl.formatMessage({ id: 'search.species.any' }) },
                ...SPECIES_TREATED.map((value) => ({ value, label: speciesLabel(intl, value) })),
              ]}
            />
            <TextField
              label={intl.formatMessage({ id: 'search.province' })}
              description={intl.formatMessage({ id: 'search.province.hint' })}
              value={province}
              maxLength={3}
              autoComplete="address-level1"
              onChange={(event) => setProvince(event.target.value)}
            />
            <TextField
              label={intl.formatMessage({ id: 'search.name' })}
              type="search"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit">{intl.formatMessage({ id: 'search.submit' })}</Button>
          </Inline>
        </Form>
      </Card>

      {results.isPending ? (
        <Skeleton lines={4} />
      ) : results.isError ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {errorMessage(intl, results.error)}
        </Alert>
      ) : results.data.items.length === 0 ? (
        <Text tone="muted">{intl.formatMessage({ id: 'search.empty' })}</Text>
      ) : (
        <Stack gap="md">
          <Text tone="muted" aria-live="polite">
            {intl.formatMessage({ id: 'search.count' }, { count: results.data.total })}
          </Text>
          <Stack as="ul" gap="md">
            {results.data.items.map((partner) => {
              const name = partnerName(intl, partner);
              return (
                <li key={partner.uuid}>
                  <VetCard
                    name={name}
                    photoUrl={partner.photo?.uri_thumbnail}
                    designation={designationLabel(intl, partner.designation)}
                    postNominal={partner.post_nominal}
                    rating={partner.rating ?? undefined}
                    ratingCount={partner.rating_count}
                    ratingLabel={ratingLabel(intl, partner)}
                    rate={partner.rate}
                    rateLabel={intl.formatMessage({ id: 'partner.rate.per' })}
                    hidePrice={viewer?.booking_experience === 'HIDDEN_PRICING'}
                    species={partner.species_treated.map((s) => speciesLabel(intl, s))}
                    speciesLabel={intl.formatMessage({ id: 'partner.species' })}
                    headingLevel={2}
                    locale={intl.locale}
                    link={
                      <TextLink asChild>
                        <Link to={`/p/${partner.uri_slug}`}>
                          {intl.formatMessage({ id: 'search.viewProfile' }, { name })}
                        </Link>
                      </TextLink>
                    }
                  />
                </li>
              );
            })}
          </Stack>
          <Pager
            page={results.data.page}
            perPage={results.data.per_page}
            total={results.data.total}
            onPageChange={goToPage}
            label={intl.formatMessage({ id: 'paging.label' })}
          />
        </Stack>
      )}
    </Stack>
  );
}

export default SearchPage;
