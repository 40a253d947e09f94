import type { ChatMessage } from '@repwise/contracts/coach';
import { AppError } from '@repwise/server-kit';
import { isValidObjectId } from 'mongoose';
import type { CoachDeps } from '../coach-deps';
import { presentChatMessage } from '../presenters/chat-message.presenter';

/** Stores a 1-5 star rating on one of the user's replies (rating again replaces it); 404 otherwise. */
export async function rateMessage(
  deps: CoachDeps,
  userId: string,
  messageId: string,
  rating: number,
): Promise<ChatMessage> {
  const notFound = new AppError('RESOURCE_NOT_FOUND', 'Chat message not found.');
  if (!isValidObjectId(messageId)) throw notFound;
  const record = await deps.messages
    .findOneAndUpdate({ _id: messageId, userId }, { $set: { feedback: rating } }, { new: true })
    .lean();
  if (!record) throw notFound;
  return presentChatMessage(record);
}
