import { AppError } from '@repwise/server-kit';
import { isValidObjectId } from 'mongoose';

/** The id of a measurement or goal from a route; anything but 24 hex characters is "not found". */
export function readRecordId(id: string, what: 'Measurement' | 'Goal'): string {
  if (!/^[a-f0-9]{24}$/.test(id) || !isValidObjectId(id)) throw notFound(what);
  return id;
}

/** 404 for a record that does not exist or belongs to another user (the two look the same). */
export function notFound(what: 'Measurement' | 'Goal' | 'Photo'): AppError {
  return new AppError('RESOURCE_NOT_FOUND', `${what} not found.`);
}
