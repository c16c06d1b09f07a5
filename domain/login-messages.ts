/**
 * What a sign-in that did not succeed says (SPEC §5 and §8 "Login"). Written by the API's 401, by
 * the sign-in server function whatever the API said, and by the auth machine when the call failed.
 */
export const loginFailedMessage = 'Email ou mot de passe incorrect.';

export const loginUnavailableMessage =
  'Connexion impossible pour le moment. Veuillez réessayer dans un instant.';
