import { useApiClients } from '@pawcall/api-client';
import { visitApi } from '@pawcall/api-client/visits';
import { Alert, Button, Heading, Rating, Stack, TextArea, TextField, TextLink } from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage, fieldErrors } from '../../shared/errorMessage';
import { VisitMessages } from '../../i18n/FeatureMessages';

/** /{cx|px}/appointments/:id/rate: the client reviews the vet (rating, title and text required). */
export function RatePage() {
  const intl = useIntl();
  const clients = useApiClients();
  const { id = '' } = useParams();
  const side = useLocation().pathname.startsWith('/px/') ? 'px' : 'cx';
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const required = intl.formatMessage({ id: 'visit.rate.required' });
  const submit = async () => {
    const local: Record<string, string[]> = {};
    if (!rating) local.rating = [required];
    if (!title.trim()) local.title = [required];
    if (!text.trim()) local.text = [required];
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await visitApi.reviewAppointment(clients, id, { rating, title, text });
      setDone(true);
    } catch (cause) {
      setErrors(fieldErrors(cause));
      setFailure(errorMessage(intl, cause));
    }
  };
  const titleText = intl.formatMessage({ id: 'visit.rate.title' });
  return (
    <Stack gap="lg">
      <PageMeta title={titleText} />
      <TextLink asChild>
        <Link to={`/${side}/appointments/${id}`}>
          {intl.formatMessage({ id: 'visit.backToAppointment' })}
        </Link>
      </TextLink>
      <Heading level={1}>{titleText}</Heading>
      {side === 'px' ? (
        <p>{intl.formatMessage({ id: 'visit.rate.partner' })}</p>
      ) : done ? (
        <Alert tone="success">{intl.formatMessage({ id: 'visit.rate.thanks' })}</Alert>
      ) : (
        <Stack gap="md">
          <Rating
            label={intl.formatMessage({ id: 'visit.rate.rating' })}
            starLabel={(stars) => intl.formatMessage({ id: 'visit.rate.stars' }, { stars })}
            value={rating}
            onValueChange={setRating}
            errors={errors.rating}
            required
          />
          <TextField
            label={intl.formatMessage({ id: 'visit.rate.reviewTitle' })}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            errors={errors.title}
          />
          <TextArea
            label={intl.formatMessage({ id: 'visit.rate.text' })}
            value={text}
            onChange={(e) => setText(e.target.value)}
            errors={errors.text}
          />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Button onClick={() => void submit()}>{intl.formatMessage({ id: 'visit.rate.submit' })}</Button>
        </Stack>
      )}
    </Stack>
  );
}

/** With the appointments and visit catalogue, loaded with this screen. */
export default function RatePageScreen() {
  return (
    <VisitMessages>
      <RatePage />
    </VisitMessages>
  );
}
