import { useState } from 'preact/hooks';
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';
import { dateFormat } from '../../i18n/dates';
import type { MasterClass } from '../../services/content/entities';

/** `YYYY-MM-DD[THH:mm]` (the mapping's, in the event's local time) as a local Date; null for ''. */
function localDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  return m ? new Date(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0)) : null;
}

/** The class's day and hours; a date-only field shows the day alone, no date at all "Date to be announced". */
export function when(start: string, end: string, locale: string): string {
  const from = localDate(start);
  if (!from) return t('masterClasses.dateToBeAnnounced');
  const to = localDate(end) ?? from;
  const format = dateFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    ...(start.includes('T') && { hour: 'numeric', minute: '2-digit' }),
  });
  return to > from ? format.formatRange(from, to) : format.format(from);
}

export function ClassItem({ item, locale }: { item: MasterClass; locale: string }) {
  const [open, setOpen] = useState(false);
  const id = `class-${item.id}`;
  return (
    <li class="class-item">
      <h2 class="class-title" dir="auto">
        {item.title}
      </h2>
      <dl class="class-facts">
        <div>
          <dt>{t('masterClasses.when')}</dt>
          <dd>{when(item.start, item.end, locale)}</dd>
        </div>
        {item.presenter && (
          <div>
            <dt>{t('masterClasses.presenter')}</dt>
            <dd dir="auto">{item.presenter}</dd>
          </div>
        )}
        {item.address && (
          <div>
            <dt>{t('masterClasses.address')}</dt>
            <dd dir="auto">{item.address}</dd>
          </div>
        )}
      </dl>
      {item.description && (
        <>
          <button
            type="button"
            class="link-button"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen(!open)}
          >
            {open ? t('masterClasses.lessInfo') : t('masterClasses.moreInfo')}
          </button>
          <div id={id} hidden={!open}>
            {open && <SafeHtml html={item.description} />}
          </div>
        </>
      )}
      {item.eventUrl && item.btnText && (
        <p>
          <a class="button" href={item.eventUrl} target="_blank" rel="noopener noreferrer">
            {item.btnText}
          </a>
        </p>
      )}
    </li>
  );
}
