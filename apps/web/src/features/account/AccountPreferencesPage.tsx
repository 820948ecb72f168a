import { accountApi, isApiError, LOCALES, type Locale, type User } from '@pawcall/api-client';
import { Alert, Button, Form, Select, Stack, TimeZonePicker, useShake } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocaleState, useServices, useViewer } from '../../app/AppContext';
import { heading } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { errorMessage } from '../../components/errorMessage';

/** /cx/account/global-preferences: the language and the time zone; saving a language switches the app to it. */
export function AccountPreferencesPage() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const { locale: shownLocale, setLocale } = useLocaleState();
  const { shaking, shake } = useShake();
  const [locale, setDraftLocale] = useState<Locale>((viewer.locale as Locale | undefined) ?? shownLocale);
  const [timeZone, setTimeZone] = useState<string>(viewer.timezone || services.currentTimeZone());
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setBusy(true);
    try {
      const user = await accountApi.updatePreferences(services.clients, { locale, timezone: timeZone });
      setErrors({});
      services.session.updateUser(user);
      setLocale(locale);
      setSaved(true);
    } catch (caught) {
      if (isApiError(caught) && caught.kind === 'fail')
        setErrors(
          Object.fromEntries(Object.entries(caught.fields).map(([field, message]) => [field, [message]])),
        );
      else setErrors({ form: [errorMessage(intl, caught)] });
      shake();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="lg" style={{ maxWidth: 480 }}>
      <PageMeta title={intl.formatMessage({ id: 'account.preferences.title' })} />
      <h1 style={heading}>{intl.formatMessage({ id: 'account.preferences.title' })}</h1>
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
