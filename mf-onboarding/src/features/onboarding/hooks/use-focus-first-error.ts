import { useCallback, useEffect, useState } from 'react';
import { buildQuestionDomId } from '../../../components/question-parts';

function focusQuestion(questionId: string) {
  const wrapper = document.getElementById(buildQuestionDomId(questionId));
  if (!wrapper) return;
  // jsdom and older browsers lack scrollIntoView on some elements.
  if (typeof wrapper.scrollIntoView === 'function') {
    wrapper.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }
  const target =
    wrapper.querySelector<HTMLElement>('input:checked') ??
    wrapper.querySelector<HTMLElement>('input, textarea');
  target?.focus({ preventScroll: true });
}

/** Returns a request function: after the next render, the named question scrolls into view and takes focus. */
export function useFocusFirstError() {
  const [request, setRequest] = useState<{ questionId: string } | null>(null);
  useEffect(() => {
    if (request) focusQuestion(request.questionId);
  }, [request]);
  return useCallback((questionId: string) => setRequest({ questionId }), []);
}
