import { InputField } from '../ui/form-fields.tsx';

/** The code of sign-in's second step (issue 23): the app's 6 digits, or a recovery code. */
export function TwoFactorCodeField({ error }: { error?: string | undefined }) {
  return (
    <InputField
      label="Code de vérification"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={64}
      hint="Le code à 6 chiffres de votre application, ou un de vos codes de secours."
      error={error}
    />
  );
}
