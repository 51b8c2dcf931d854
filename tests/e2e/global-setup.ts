// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { warmPhotos } from '../../server/content/photo.js';
import { clearSummary } from './summary';

export default async function globalSetup(): Promise<void> {
  clearSummary();
  // the content's photographs drawn now, once, rather than by each worker's server beside a timed test
  await warmPhotos();
}
