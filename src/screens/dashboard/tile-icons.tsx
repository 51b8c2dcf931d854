// The tiles' icons: one outlined path each on a 24 px grid, drawn in the text's colour, so they cost no request and
// follow the tile's colours. A tile the table gains without an icon here gets the arrow, never an empty corner.
import { ICON } from '../../components/icon';

const PATHS: Record<string, string> = {
  '/card':
    'M4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11A1.5 1.5 0 0 1 4.5 5zM3 10h18M7 15h4',
  '/master-classes': 'M2.5 9 12 4.5 21.5 9 12 13.5zM6.5 11v5c3 2.5 8 2.5 11 0v-5M21.5 9v5',
  '/latest-news': 'M10 4 8 20M16 4l-2 16M4.5 9h15M4 15h15',
  '/product-tips': 'M7.5 21h9v-7h-9zM9 14v-3h6v3M10 11V6.5L14 4v7',
  '/videos':
    'M4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11A1.5 1.5 0 0 1 4.5 5zM10 9v6l5-3z',
  '/artist-spotlight': 'm12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z',
  '/newsletters': 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6 8.5-6',
  '/notifications': 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 21h4',
  '/help': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.4v.8M12 17h.01',
  '/settings': 'M4 7h9M17 7h3M4 17h3M11 17h9M15 4.5v5M9 14.5v5',
};
const ARROW = 'M5 12h14M13 6l6 6-6 6';

/** The icon of the tile leading to `path`; the arrow points the reading way (mirrored right to left). */
export function TileIcon({ path }: { path: string }) {
  const d = PATHS[path];
  return (
    <svg
      class={d ? 'tile-icon' : 'tile-icon icon-directional'}
      {...ICON}
      fill="none"
      stroke="currentColor"
      stroke-width="1.8"
      stroke-linecap="round"
      stroke-linejoin="round"
    >
      <path d={d ?? ARROW} />
    </svg>
  );
}
