// The engines lane: every journey in each selected engine (ENGINES=firefox|webkit, both by default).
import { describe } from 'vitest';
import { membershipJourneys } from './journeys/membership';
import { selectedEngines, useLane } from './lane';

for (const engine of selectedEngines()) {
  describe(engine, () => {
    const lane = useLane(engine);
    membershipJourneys(lane);
  });
}
