// The terms and privacy texts, readable from the registration form (their routes are for members only).
import { t } from '../../i18n';

const TEXTS = {
  terms: ['register.readTerms', ['terms.p1', 'terms.p2', 'terms.p3', 'terms.p4']],
  privacy: ['register.readPrivacy', ['privacy.p1', 'privacy.p2', 'privacy.p3', 'privacy.p4']],
} as const;

export function LegalText({ which }: { which: keyof typeof TEXTS }) {
  const [summary, paragraphs] = TEXTS[which];
  return (
    <details class="legal">
      <summary>{t(summary)}</summary>
      {paragraphs.map((key) => <p key={key}>{t(key)}</p>)}
    </details>
  );
}
