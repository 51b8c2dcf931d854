// A status screen's way out: Check again asks the provider now, so a renewal shows at once; Sign Out leaves.
import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { navigate } from '../../state/url';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/keys';
import { connectivity, member } from '../../state/app-state';
import { signOut } from '../../state/session';
import { busyButton } from '../../components/field';

type Message = { key: MessageKey; params?: Record<string, string | number> };

export function StatusActions() {
  const { path } = useLocation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  if (!member.signedIn.value) return null;

  const checkAgain = async () => {
    if (busy) return;
    if (connectivity.offline.value) return setMessage({ key: 'offline.banner' });
    setBusy(true);
    setMessage(null);
    try {
      const outcome = await (await import('../../state/membership')).checkStatusNow(path);
      if (!outcome) setMessage({ key: 'membership.unchanged' });
      else if ('go' in outcome) navigate(outcome.go, true);
      else setMessage({ key: outcome.message, params: outcome.params });
    } catch {
      setMessage({ key: 'errors.serviceFailed' }); // the membership code did not arrive
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p class="actions">
        <button
          type="button"
          class="button button-secondary"
          onClick={checkAgain}
          aria-busy={busy}
          {...busyButton(busy)}
        >
          {busy ? t('membership.checking') : t('membership.checkAgain')}
        </button>
        <button
          type="button"
          class="button button-secondary"
          onClick={async () => {
            await signOut();
            navigate('/');
          }}
        >
          {t('menu.signOut')}
        </button>
      </p>
      <p class="status-message" role="status">
        {message && t(message.key, message.params)}
      </p>
    </>
  );
}
