// The attributes every inline icon shares (the frame's in app/components/icons.tsx, the tiles' in screens/): a 24 px
// grid, hidden from assistive technology (the control around it carries the name), never a Tab stop.
export const ICON = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  'aria-hidden': 'true' as const,
  focusable: 'false' as const,
};
