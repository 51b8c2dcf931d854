// Part of the main bundle: the few icons the frame needs, inline so they cost no request.
const base = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': 'true' as const, focusable: 'false' as const };

/** Points toward the reading start; mirrored in right-to-left languages by CSS (.icon-directional). */
export const BackIcon = () => (
  <svg {...base} class="icon icon-directional"><path d="M15.5 4.5 8 12l7.5 7.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" /></svg>
);

export const MenuIcon = () => (
  <svg {...base} class="icon"><path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" /></svg>
);

export const CloseIcon = () => (
  <svg {...base} class="icon"><path d="m6 6 12 12M18 6 6 18" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" /></svg>
);

export const Logo = () => (
  <span class="logo" aria-hidden="true"><span class="logo-mark">PRO</span> <span class="logo-word">MEMBERSHIP</span></span>
);
