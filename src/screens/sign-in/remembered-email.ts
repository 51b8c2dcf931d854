// The last member's e-mail, offered in the sign-in's empty field (never the password) until the member forgets it.
import { useEffect, useState } from 'preact/hooks';
import { afterAppStart } from './after-app-start';

// part of the app chunk (vite.config.ts): read once the app has started, never on the first paint's path
const record = () => import('../../services/storage/remembered-email-record');

interface OffersEmail {
  values: { email: string };
  set: (key: 'email') => (value: string) => void;
  offer: (key: 'email', value: string) => boolean;
}

export function useRememberedEmail(form: OffersEmail) {
  const [remembered, setRemembered] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    afterAppStart(() =>
      record()
        .then((m) => m.rememberedEmailRecord.read())
        .then(
          (email) => live && email && form.offer('email', email) && setRemembered(email),
          () => {}, // its chunk did not arrive: the member types the e-mail, as on a first visit
        ),
    );
    return () => void (live = false);
  }, []);
  return {
    /** Whether the field holds the remembered e-mail, which the Forget button beside it is about. */
    offered: remembered !== null && form.values.email === remembered,
    keep: (email: string) =>
      void record().then(
        (m) => m.rememberEmail(email),
        () => false,
      ),
    forget: () => {
      setRemembered(null);
      void record().then((m) => m.rememberedEmailRecord.clear());
      form.set('email')('');
      document.getElementById('email')?.focus();
    },
  };
}
