// The contacts by country (spec section 2, Help and Contact List): each link's name says what it does, in the
// member's language and its word order ('… にメールを送る' in Japanese: the address before the verb).
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/services/content/content-api', () => ({
  getContacts: async () => [{ id: 1, title: 'Japan', emails: ['care.jp@brand.example'], phones: ['+81 3 1234 5678'] }],
}));
const { ContactList } = await import('../../src/components/contact-list');
const { loadLanguage } = await import('../../src/i18n/load');

describe('contact list', () => {
  afterEach(async () => {
    cleanup();
    await loadLanguage('english');
  });

  it.each([
    ['english', 'E-mail care.jp@brand.example', 'Call +81 3 1234 5678'],
    ['japanese', 'care.jp@brand.example にメールを送る', '+81 3 1234 5678 に電話をかける'],
    ['turkish', 'care.jp@brand.example adresine e-posta gönder', '+81 3 1234 5678 numarasını ara'],
  ] as const)('names its links in %s', async (language, mail, call) => {
    await loadLanguage(language);
    render(<ContactList />);
    expect((await screen.findByRole('link', { name: mail })).getAttribute('href')).toBe('mailto:care.jp@brand.example');
    expect(screen.getByRole('link', { name: call }).getAttribute('href')).toBe('tel:+81312345678');
  });
});
