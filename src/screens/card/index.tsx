// Digital ID card: who the member is, a code for the till, and a live clock that shows it is no screenshot.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { dateFormat } from '../../i18n/dates';
import { connectivity, member } from '../../state/app-state';
import { useKeptScreen } from '../../components/keep-screen';
import { QrCode } from './qr-code';
import { useWakeLock } from './use-wake-lock';
import './card.css';

const LIVE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/** The live clock, alone in re-rendering every second: the card, its code and its dates stay as they are. It
 * shows the day too, so staff at the till see a phone whose date was set back (the guard trusts that date). */
function LiveTime({ locale }: { locale: string }) {
  // on the Gregorian calendar like the card's other dates; made once per language, not once per card shown
  const format = dateFormat(locale, LIVE_TIME);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <time dir="ltr" class="live-time" aria-live="off" data-unkept>
      {format.format(now)}
    </time>
  );
}

export default function CardScreen() {
  useWakeLock();
  useKeptScreen('card');
  const locale = member.locale.value;
  const refreshed = member.lastRefreshed.value;
  const status = member.status.value;

  return (
    <section class="card-screen" aria-labelledby="page-heading">
      <h1 id="page-heading" class="sr-only" tabIndex={-1}>
        {t('card.heading')}
      </h1>
      {/* a standing live region: going offline at the till is read out (one that comes with its text often is not) */}
      <p class="card-offline" role="status">
        {connectivity.offline.value ? t('card.offlineCopy', { time: refreshed }) : ''}
      </p>
      <article class="member-card">
        <p class="member-card-brand" aria-hidden="true">
          PRO MEMBER
        </p>
        <p class="member-card-name">{member.fullName.value}</p>
        <dl class="member-card-facts">
          <div>
            <dt>{t('card.memberNumber')}</dt>
            <dd dir="ltr" class="member-number">
              {member.number.value}
            </dd>
          </div>
          <div>
            <dt>{t('card.level')}</dt>
            <dd>{member.level.value}</dd>
          </div>
          <div>
            <dt>{t('card.expires')}</dt>
            <dd>{member.expirationLong.value}</dd>
          </div>
          <div>
            <dt>{t('card.status')}</dt>
            <dd>{status ? t(`status.${status}`) : ''}</dd>
          </div>
        </dl>
        <div class="member-card-code">
          <QrCode value={member.number.value} label={t('card.codeLabel', { number: member.number.value })} />
        </div>
        <p class="member-card-live">
          <span class="live-dot" aria-hidden="true" />
          <span>{t('card.live')}</span> <LiveTime locale={locale} />
        </p>
      </article>
      <p class="card-hint">{t('card.showAtTill')}</p>
      <p class="card-refreshed">{t('card.lastRefreshed', { time: refreshed })}</p>
    </section>
  );
}
