// Digital ID card, laid out as a wallet pass: brand band, name, number, facts, a code for the till with its number
// printed under it, and a live row that shows it is no screenshot.
import { t } from '../../i18n';
import { connectivity, member } from '../../state/app-state';
import { cardShowsUntil } from '../../state/card-window';
import { mediumDateTime } from '../../state/member-dates';
import { useKeptScreen } from '../../start/keep-screen';
import { LiveRow } from './live-row';
import { QrCode } from './qr-code';
import { useWakeLock } from './use-wake-lock';
import './card.css';

export default function CardScreen() {
  useWakeLock();
  useKeptScreen('card');
  const locale = member.locale.value;
  const refreshed = member.lastRefreshed.value;
  const status = member.status.value;
  const number = member.number.value;
  const offline = connectivity.offline.value;
  const until = cardShowsUntil.value;

  return (
    <section class="card-screen" aria-labelledby="page-heading">
      <h1 id="page-heading" class="sr-only" tabIndex={-1}>
        {t('card.heading')}
      </h1>
      {/* a standing live region: going offline at the till is read out (one that comes with its text often is not) */}
      <p class="card-offline" role="status">
        {offline ? t('card.offlineCopy', { time: refreshed }) : ''}
      </p>
      <article class="member-card">
        <div class="member-card-band">
          <span class="member-card-brand" aria-hidden="true">
            PRO MEMBER
          </span>
          <span class="member-card-level">
            <span class="sr-only">{t('card.level')}: </span>
            {member.level.value}
          </span>
        </div>
        <p class="member-card-name">{member.fullName.value}</p>
        <dl class="member-card-facts">
          <div class="member-card-wide">
            <dt>{t('card.memberNumber')}</dt>
            <dd dir="ltr" class="member-number">
              {number}
            </dd>
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
          <QrCode value={number} label={t('card.codeLabel', { number })} />
          {/* what the cashier types when the scanner fails; the code's own label says it to a screen reader */}
          <p class="member-card-alt" dir="ltr" aria-hidden="true">
            {number}
          </p>
        </div>
        <LiveRow locale={locale} offline={offline} />
        {until > 0 && (
          <p class="member-card-until">{t('card.worksOfflineUntil', { date: mediumDateTime(until, locale) })}</p>
        )}
      </article>
      <p class="card-hint">{t('card.showAtTill')}</p>
      {/* offline, the notice above says when it was last refreshed: said once */}
      {!offline && <p class="card-refreshed">{t('card.lastRefreshed', { time: refreshed })}</p>}
    </section>
  );
}
