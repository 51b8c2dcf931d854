// An in-app link's `href`, for a path of the route table (./routes.ts). A module of its own: the frame (in the entry)
// and the parts the route table itself imports link by it without importing the route table.
import type { Path } from './routes';

export const href = (path: Path): `#${Path}` => `#${path}`;
