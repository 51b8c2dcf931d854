import { releaseOutputDir } from './run-dir';
import { printSummary } from './summary';

export default function globalTeardown(): void {
  printSummary();
  releaseOutputDir();
}
