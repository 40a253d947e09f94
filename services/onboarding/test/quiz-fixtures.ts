import type { Quiz, QuizSubmitResponseItem } from '@repwise/contracts/quiz';

type Question = Quiz['sections'][number]['questions'][number];

/** A low-risk answer to any question: "no"/first option, 5 on a scale, the lowest allowed number. */
function answerFor(question: Question): QuizSubmitResponseItem['answer'] {
  const first = question.options?.[0]?.value ?? '';
  switch (question.type) {
    case 'boolean':
      return false;
    case 'single-choice':
      return first;
    case 'multiple-choice':
      return [first];
    case 'scale':
      return 5;
    case 'number': {
      const rule = question.validationRules?.[0];
      if (rule?.type === 'range') return Number(rule.value.split('-')[0]);
      return rule?.type === 'min' ? rule.value : 1;
    }
    case 'text':
      return 'No notes';
  }
}

/** Answers every question of the quiz as GET /quiz/questions sent it, with overrides by question id. */
export function answerQuiz(
  quiz: Quiz,
  overrides: Record<string, QuizSubmitResponseItem['answer'] | undefined> = {},
): QuizSubmitResponseItem[] {
  return quiz.sections.flatMap((section) =>
    section.questions.flatMap((question) => {
      const answer = question.id in overrides ? overrides[question.id] : answerFor(question);
      return answer === undefined
        ? []
        : [{ questionId: question.id, questionType: question.type, answer }];
    }),
  );
}
