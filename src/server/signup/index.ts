/** The signup feature's public entry: what it offers the rest of the server; nothing else in signup/ is imported from outside (decision 048, server half). */
export { signupRoutes } from './signup.routes';
export { signUpOwner } from './signup.service';
