import { clearSummary } from './summary';

export default function globalSetup(): void {
  clearSummary();
}
