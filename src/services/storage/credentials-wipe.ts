// What sign-out needs of the credential record (src/state/session.ts loads it on demand). A module only ever
// imported dynamically is a chunk of its own with its export's own name; importing the shared record chunk
// itself would make the bundler build a namespace object there, with a runtime chunk every screen then loads.
export { clearCredential } from './credentials-record';
