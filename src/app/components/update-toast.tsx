// Part of the app chunk (the frame gets it from the app, src/app/layouts/frame.tsx): "Update available" when a new version waits; the member chooses.
import { holdFocus } from '../../components/hold-focus';
import { t } from '../../i18n';
import { applyUpdate, updateLater, updateWaiting } from '../../state/updates';

/** The toast goes with Later, just pressed: the page takes the focus back (not the page's body). */
const later = () => {
  holdFocus(document.getElementById('main'));
  updateLater.value = true;
};

export function UpdateToast() {
  if (!updateWaiting.value || updateLater.value) return null;
  return (
    <div class="toast" role="status">
      <p>{t('app.updateAvailable')}</p>
      <button type="button" class="button" onClick={applyUpdate}>
        {t('app.updateNow')}
      </button>
      <button type="button" class="button button-secondary" onClick={later}>
        {t('app.updateLater')}
      </button>
    </div>
  );
}
