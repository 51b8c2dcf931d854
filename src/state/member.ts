// Part of the app chunk (src/app/app-chunk.tsx): the signed-in member (spec section 3, Member).
import { computed, createModel, signal } from '@preact/signals';
import { localeOf, type Language } from '../i18n/languages';
import type { ReadonlySignal } from '@preact/signals';
import type { MemberData, MembershipStatus, StoredMember } from '../services/member-data';
import { longDate, mediumDateTime } from './member-dates';
import { fullName as nameInOrder, greetingName } from './member-names';

export {
  MEMBERSHIP_STATUSES,
  type MemberData,
  type MembershipStatus,
  type StoredMember,
} from '../services/member-data';

/** `language` and `location` are the settings' signals, exposed read-only: the settings model owns them. */
export const MemberModel = createModel(
  (language: ReadonlySignal<Language>, location: ReadonlySignal<string> = signal('')) => {
    const username = signal('');
    const firstName = signal('');
    const lastName = signal('');
    const level = signal('');
    const number = signal('');
    const expiration = signal('');
    const status = signal<MembershipStatus | ''>('');
    const lastLogin = signal(0);
    const error = signal(false);
    const errorMessage = signal('');
    const loading = signal(false);

    const locale = computed(() => localeOf(language.value));
    const fullName = computed(() => nameInOrder(firstName.value, lastName.value, language.value));
    /** The name the dashboard greets the member by, as the language addresses a customer (./member-names.ts). */
    const greetName = computed(() => greetingName(firstName.value, lastName.value, language.value));
    const expirationLong = computed(() => longDate(expiration.value, locale.value));
    /** When the provider last confirmed the member (the card's "last refreshed"), on the expiry's calendar. */
    const lastRefreshed = computed(() => mediumDateTime(lastLogin.value, locale.value));
    const signedIn = computed(() => username.value !== '');

    /** Writes provider data; empty or falsy values never overwrite a field (spec section 5). */
    function apply(data: Partial<MemberData> & { lastLogin?: number }) {
      if (data.username) username.value = data.username;
      if (data.firstName) firstName.value = data.firstName;
      if (data.lastName) lastName.value = data.lastName;
      if (data.level) level.value = data.level;
      if (data.number) number.value = data.number;
      if (data.expiration) expiration.value = data.expiration;
      if (data.status) status.value = data.status;
      if (data.lastLogin) lastLogin.value = data.lastLogin;
    }

    function clear() {
      for (const s of [username, firstName, lastName, level, number, expiration, errorMessage]) s.value = '';
      status.value = '';
      lastLogin.value = 0;
      error.value = false;
      loading.value = false;
    }

    function snapshot(): StoredMember | null {
      if (!username.value || !status.value) return null;
      return {
        username: username.value,
        firstName: firstName.value,
        lastName: lastName.value,
        level: level.value,
        number: number.value,
        expiration: expiration.value,
        status: status.value,
        lastLogin: lastLogin.value,
      };
    }

    return {
      username,
      firstName,
      lastName,
      level,
      number,
      expiration,
      status,
      lastLogin,
      error,
      errorMessage,
      loading,
      language,
      location,
      locale,
      fullName,
      greetName,
      expirationLong,
      lastRefreshed,
      signedIn,
      apply,
      clear,
      snapshot,
    };
  },
);
