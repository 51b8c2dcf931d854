import { printSummary } from './summary';

export default function globalTeardown(): void {
  printSummary();
}
