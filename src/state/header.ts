// Part of the main bundle: the default layout's header (spec section 3, Header state).
import { createModel, signal } from '@preact/signals';

export const HeaderModel = createModel(() => {
  const displayClearHeader = signal(false);
  const displayBackBtn = signal(true);
  const menuOpen = signal(false);

  /** Every route starts from its table defaults; a screen may change them after. */
  function reset(backButton = true) {
    displayClearHeader.value = false;
    displayBackBtn.value = backButton;
    menuOpen.value = false;
  }

  return { displayClearHeader, displayBackBtn, menuOpen, reset };
});
