// The dashboard's hero: the member's card in small, as a wallet pass lays it out (the level at the top, the name
// largest, the expiry under it), the whole of it a link to the card; beside it, while an ACTIVE membership ends within
// the expiration warning's days, the reminder to renew, in the expiration warning's words.
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/keys';
import { HERO_FIELD } from '../../names';
import { expiresSoon } from '../../services/sign-in-answer';
import { member } from '../../state/app-state';
import { TileIcon } from './tile-icons';

export function Hero({ path, href, label }: { path: string; href: string; label: MessageKey }) {
  // one rule with the sign-in's warning (spec section 4): read at each render, so a dashboard shown the day the
  // 30 days begin shows it
  const renew = member.status.value === 'ACTIVE' && expiresSoon(member.expiration.value, Date.now());
  return (
    <>
      <div class="hero">
        <p class="hero-top">
          {/* its box covers the hero (dashboard.css): the card's facts are read as text, the link by its label */}
          <a class="hero-link" href={href}>
            <TileIcon path={path} />
            <bdi>{t(label)}</bdi>
          </a>
          <span class={HERO_FIELD.level}>{member.level.value}</span>
        </p>
        <p class={HERO_FIELD.name}>{member.fullName.value}</p>
        <dl class="hero-facts">
          <div>
            <dt>{t('card.expires')}</dt>
            <dd class={HERO_FIELD.expiry}>{member.expirationLong.value}</dd>
          </div>
        </dl>
      </div>
      {renew && (
        <p class="renewal">
          <span>{t('expiration.heading')}</span>
          <a class="button renewal-link" href={t('help.site1')} target="_blank" rel="noopener">
            {t('expiration.renewNow')}
          </a>
        </p>
      )}
    </>
  );
}
