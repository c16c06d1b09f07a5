import { toast } from 'sonner';
import { abortedCode } from '#app/uploads/xhr-form.ts';

/**
 * Issue 20 point 2: a save the editor left while it was running still ends somehow; once they are
 * on another page they are told how (the toasts live above every page). `signal` is the save
 * actor's, aborted when the form goes away.
 */
export async function tellAfterLeaving<T>(
  signal: AbortSignal,
  save: Promise<T>,
  messages: { saved: (value: T) => string; cancelled: string; failed: string },
): Promise<T> {
  try {
    const value = await save;
    if (signal.aborted) toast.success(messages.saved(value));
    return value;
  } catch (error) {
    if (signal.aborted) {
      const cancelled = error instanceof Error && 'code' in error && error.code === abortedCode;
      if (cancelled) toast.info(messages.cancelled);
      else toast.error(`${messages.failed} ${error instanceof Error ? error.message : ''}`.trim());
    }
    throw error;
  }
}
