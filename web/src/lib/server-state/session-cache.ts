import { beforeAuthStateChanged } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { queryClient } from './query-client';

/**
 * Before the signed-in user changes (sign-out, another account), every cached answer and listener
 * goes, so no listener outlives the rights it was started with and no screen shows another
 * seller's data. Imported by whoever runs first: the data shell or a route's loader.
 */
beforeAuthStateChanged(auth, () => queryClient.clear());

export { queryClient };
