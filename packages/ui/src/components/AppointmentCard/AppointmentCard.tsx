import { forwardRef, type ReactNode } from 'react';
import { useLocale } from '../../theme/ThemeProvider';
import { Avatar } from '../Avatar/Avatar';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Card } from '../Card/Card';
import {
  actions as actionsClass,
  muted,
  person,
  title as titleClass,
  top,
  when,
} from './AppointmentCard.css';

export interface AppointmentCardProps {
  /** e.g. "Video appointment for Rex". */
  title: ReactNode;
  startsAt: Date | string;
  /** IANA zone to show the time in (the user's), e.g. "America/Toronto". */
  timeZone?: string;
  vetName: string;
  vetPhotoUrl?: string;
  /** Secondary line under the vet, e.g. the pet and concern. */
  details?: ReactNode;
  status?: { label: string; tone: BadgeTone };
  /** Buttons or links: Join, Reschedule, Cancel. */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  locale?: string;
  className?: string;
}

/** An upcoming or past appointment: when, with whom, its status and what can be done. */
export const AppointmentCard = forwardRef<HTMLElement, AppointmentCardProps>(function AppointmentCard(
  {
    title,
    startsAt,
    timeZone,
    vetName,
    vetPhotoUrl,
    details,
    status,
    actions,
    headingLevel = 3,
    locale,
    className,
  },
  ref,
) {
  const resolvedLocale = useLocale(locale);
  const date = typeof startsAt === 'string' ? new Date(startsAt) : startsAt;
  const formatted = new Intl.DateTimeFormat(resolvedLocale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(date);
  const Heading = `h${headingLevel}` as const;
  return (
    <Card ref={ref} as="article" variant="outlined" className={className}>
      <div className={top}>
        <div>
          <Heading className={titleClass}>{title}</Heading>
          <time className={when} dateTime={date.toISOString()}>
            {formatted}
          </time>
        </div>
        {status ? <Badge tone={status.tone}>{status.label}</Badge> : null}
      </div>
      <div className={person}>
        <Avatar name={vetName} src={vetPhotoUrl} size="md" decorative />
        <div>
          <div>{vetName}</div>
          {details ? <div className={muted}>{details}</div> : null}
        </div>
      </div>
      {actions ? <div className={actionsClass}>{actions}</div> : null}
    </Card>
  );
});
AppointmentCard.displayName = 'AppointmentCard';
