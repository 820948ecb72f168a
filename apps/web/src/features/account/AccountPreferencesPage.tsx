import { accountApi, LOCALES, type Locale, type User } from '@pawcall/api-client';
import { isGlobalRegion, REGION_CODES } from '@pawcall/domain';
import { Alert, Button, Form, Heading, Select, Stack, TimeZonePicker, useShake } from '@pawcall/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocaleState, useServices, useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { formErrors } from '../../shared/errorMessage';
import { AccountMessages } from '../../i18n/FeatureMessages';

/** Region names in the reader's language, from the platform (no catalogue carries 240 countries). */
function regionOptions(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return REGION_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}

/**
 * /cx/account/global-preferences: the language, the region and the time zone; saving a language
 * switches the app to it, and a region outside Canada, the US and the UK makes the client global
 * (the server decides the same; the invite page then leaves the account).
 */
export function AccountPreferencesPage() {
  return (
    <AccountMessages>
      <PreferencesForm />
    </AccountMessages>
  );
}

function PreferencesForm() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const { locale: shownLocale, setLocale } = useLocaleState();
  const { shaking, shake } = useShake();
  const [locale, setDraftLocale] = useState<Locale>((viewer.locale as Locale | undefined) ?? shownLocale);
  const [timeZone, setTimeZone] = useState<string>(viewer.timezone || services.currentTimeZone());
  const [region, setRegion] = useState<string>(viewer.region?.country ?? '');
  const regions = useMemo(() => regionOptions(intl.locale), [intl.locale]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setBusy(true);
    try {
      const user = await accountApi.updatePreferences(services.clients, {
        locale,
        timezone: timeZone,
        ...(region ? { region } : {}),
      });
      setErrors({});
      services.session.updateUser(user);
      setLocale(locale);
      setSaved(true);
    } catch (caught) {
      setErrors(formErrors(intl, caught));
      shake();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="lg" maxWidth="sm">
      <PageMeta title={intl.formatMessage({ id: 'account.preferences.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'account.preferences.title' })}</Heading>
      {saved ? (
        <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
          {intl.formatMessage({ id: 'account.preferences.saved' })}
        </Alert>
      ) : null}
      {errors.form ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {errors.form.join(' ')}
        </Alert>
      ) : null}
      <Form
        shake={shaking}
        onSubmit={submit}
        aria-label={intl.formatMessage({ id: 'account.preferences.title' })}
      >
        <Stack gap="md">
          <Select
            label={intl.formatMessage({ id: 'account.preferences.locale' })}
            name="locale"
            required
            options={LOCALES.map((value) => ({
              value,
              label: intl.formatMessage({ id: `locale.${value}` as 'locale.en-US' }),
            }))}
            value={locale}
            errors={errors.locale}
            onValueChange={(value) => {
              setSaved(false);
              setDraftLocale(value as Locale);
            }}
          />
          <Select
            label={intl.formatMessage({ id: 'account.preferences.region' })}
            name="region"
            required
            options={regions}
            value={region}
            errors={errors.region}
            description={
              region && isGlobalRegion(region)
                ? intl.formatMessage({ id: 'account.preferences.region.globalNote' })
                : undefined
            }
            onValueChange={(value) => {
              setSaved(false);
              setRegion(value);
            }}
          />
          <TimeZonePicker
            label={intl.formatMessage({ id: 'account.preferences.timezone' })}
            emptyMessage={intl.formatMessage({ id: 'account.preferences.timezone.none' })}
            value={timeZone}
            errors={errors.timezone}
            required
            onValueChange={(value) => {
              setSaved(false);
              setTimeZone(value);
            }}
          />
          <Button type="submit" disabled={busy}>
            {intl.formatMessage({ id: 'account.preferences.submit' })}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
