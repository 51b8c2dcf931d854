// The terms and privacy texts, readable from the registration form (their routes are for members only).
import { t } from '../../i18n';

const TEXTS = {
  terms: ['register.readTerms', ['legal.terms.p1', 'legal.terms.p2', 'legal.terms.p3', 'legal.terms.p4']],
  privacy: ['register.readPrivacy', ['legal.privacy.p1', 'legal.privacy.p2', 'legal.privacy.p3', 'legal.privacy.p4']],
} as const;

export function LegalText({ which }: { which: keyof typeof TEXTS }) {
  const [summary, paragraphs] = TEXTS[which];
  return (
    <details class="legal">
      <summary>{t(summary)}</summary>
      {paragraphs.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </details>
  );
}
