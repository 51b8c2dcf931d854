// The engines lane: every journey in each selected engine (ENGINES=firefox|webkit, both by default).
import { describe } from 'vitest';
import { capabilityJourneys } from './journeys/capabilities';
import { cardJourneys } from './journeys/card';
import { contentJourneys } from './journeys/content';
import { credentialJourneys } from './journeys/credential';
import { languageJourneys } from './journeys/language';
import { membershipJourneys } from './journeys/membership';
import { selectedEngines, useLane } from './lane';

for (const engine of selectedEngines()) {
  describe(engine, () => {
    const lane = useLane(engine);
    membershipJourneys(lane);
    credentialJourneys(lane);
    cardJourneys(lane);
    capabilityJourneys(lane);
    languageJourneys(lane);
    contentJourneys(lane);
  });
}
