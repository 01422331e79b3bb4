import { pickMessage, type Message, type Schemas } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

export type NeedsQuestion = Schemas['NeedsQuestion'];
export type NeedsAnswer = Schemas['NeedsAnswer'];
export type NeedsAnswerType = Schemas['NeedsAnswerType'];
export type NeedsQuestionInput = Schemas['NeedsQuestionInput'];

/** Every active question with this opportunity's answer (and inactive ones it answered). */
export function useNeedsAnswers(opportunityId: number) {
  return $api.useQuery('get', '/opportunity/{id}/answers', { params: { path: { id: opportunityId } } }, { select: (body) => body.data });
}

/** The whole question set, inactive questions too, for its editor. */
export function useNeedsQuestions(enabled: boolean) {
  return $api.useQuery('get', '/needs-questions', { params: { query: { include_inactive: true } } }, { enabled, select: (body) => body.data });
}

/** After a change: the server's message, then the question set and every opportunity's answers again. */
function useNeedsChanged() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (answer: { message: Message }) => {
    notify.success(pickMessage(answer.message, language));
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/needs-questions'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/opportunity/{id}/answers'] }),
    ]);
  };
}

export const useSaveNeedsAnswers = () => $api.useMutation('put', '/opportunity/{id}/answers', { onSuccess: useNeedsChanged() });
export const useCreateNeedsQuestion = () => $api.useMutation('post', '/needs-questions', { onSuccess: useNeedsChanged() });
export const useUpdateNeedsQuestion = () => $api.useMutation('put', '/needs-question/{id}', { onSuccess: useNeedsChanged() });
export const useDeleteNeedsQuestion = () => $api.useMutation('delete', '/needs-question/{id}', { onSuccess: useNeedsChanged() });

/** A question's text in the language shown. */
export const questionText = (question: Pick<NeedsQuestion, 'question_sv' | 'question_en'>, language: 'sv' | 'en'): string =>
  language === 'sv' ? question.question_sv : question.question_en;
