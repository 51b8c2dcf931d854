// A submit with fields that do not pass (the membership forms, src/components/field.tsx and use-form.ts): the first
// invalid field takes the focus once it is marked, so a screen reader reads it as invalid with its error; the
// errors are not alerts, which would talk over it and over each other.
import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeAll, describe, expect, it } from 'vitest';
import { Field } from '../../src/components/field';
import { useForm } from '../../src/components/use-form';
import { loadLanguage } from '../../src/i18n/load';

function Register() {
  const form = useForm({ memberNumber: '', email: '' }, () => ({
    memberNumber: (v: string) => (v ? null : 'errors.required'),
    email: (v: string) => (v ? null : 'errors.required'),
  }));
  return (
    <form onSubmit={form.submit(async () => ({ done: true }))}>
      {(['memberNumber', 'email'] as const).map((id) => (
        <Field key={id} id={id} label={id} value={form.values[id]} onValue={form.set(id)} error={form.errors[id]} />
      ))}
      <button type="submit">Register</button>
    </form>
  );
}

describe('field errors after a submit', () => {
  beforeAll(() => loadLanguage('english'));

  it('focus the first invalid field once it is marked, and are read with it, not as alerts', async () => {
    render(<Register />);
    const first = screen.getByLabelText('memberNumber');
    let atFocus: (string | null)[] = [];
    first.addEventListener('focus', () => {
      const error = document.getElementById(first.getAttribute('aria-describedby') ?? '');
      atFocus = [first.getAttribute('aria-invalid'), error?.textContent ?? null];
    });
    fireEvent.submit(screen.getByRole('button').closest('form')!);
    await screen.findAllByText('This field is required');
    expect(document.activeElement).toBe(first);
    expect(atFocus).toEqual(['true', 'This field is required']);
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(document.querySelectorAll('.field-error')).toHaveLength(2);
  });
});
