// Part of the main bundle: the icons the frame needs, inline so they cost no request (the menu's own live with
// the default header and the menu, which load with the app).
import { ICON } from '../../components/icon';

/** Points toward the reading start; mirrored in right-to-left languages by CSS (.icon-directional). */
export const BackIcon = () => (
  <svg {...ICON} class="icon icon-directional">
    <path
      d="M15.5 4.5 8 12l7.5 7.5"
      fill="none"
      stroke="currentColor"
      stroke-width="2.2"
      stroke-linecap="round"
      stroke-linejoin="round"
    />
  </svg>
);

export const Logo = () => (
  <span class="logo" aria-hidden="true">
    <span class="logo-mark">PRO</span> <span class="logo-word">MEMBERSHIP</span>
  </span>
);
