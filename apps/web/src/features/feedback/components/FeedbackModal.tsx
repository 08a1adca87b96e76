import { DEFAULT_FEEDBACK_POINT, FEEDBACK_POINTS } from "@armada/domain";
import { Button, Group, Modal, Stack, Text, Textarea, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconMoodCry, IconMoodEmpty, IconMoodHappy, IconMoodSad, IconMoodSmile } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { useSubmitFeedback } from "../api/feedbackApi";

const MOODS = [IconMoodCry, IconMoodSad, IconMoodEmpty, IconMoodSmile, IconMoodHappy];
const MOOD_COLORS = ["red", "orange", "yellow", "lime", "green"];

/** Rating 1–5 (very dissatisfied … very satisfied, 5 chosen) and a comment (docs/spec/alert-center-and-shell.md §2.6). */
export function FeedbackModal({
  opened,
  onDismiss,
  onSent,
}: {
  opened: boolean;
  /** closed without answering: not asked again until 23:59 today */
  onDismiss: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery("(max-width: 36em)");
  const [point, setPoint] = useState<number>(DEFAULT_FEEDBACK_POINT);
  const [comment, setComment] = useState("");
  const submit = useSubmitFeedback();
  const send = () =>
    submit.mutate(
      { point, comment },
      {
        onSuccess: () => {
          notifySuccess(t("feedback.thanks"));
          setComment("");
          onSent();
        },
        onError: errorNotifier("feedback.failed"),
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onDismiss}
      title={t("feedback.title")}
      size="md"
      fullScreen={isMobile}
      centered
      data-testid="feedback-modal"
    >
      <Stack gap="md">
        <Text size="sm">{t("feedback.question")}</Text>
        <Group justify="space-between" wrap="nowrap" role="radiogroup" aria-label={t("feedback.question")}>
          {FEEDBACK_POINTS.map((value, index) => {
            const Mood = MOODS[index] ?? IconMoodEmpty;
            const chosen = value === point;
            return (
              <UnstyledButton
                key={value}
                role="radio"
                aria-checked={chosen}
                aria-label={t(`feedback.points.${value}`)}
                onClick={() => setPoint(value)}
                data-testid={`feedback-point-${value}`}
                style={{ textAlign: "center", flex: 1, opacity: chosen ? 1 : 0.45 }}
              >
                <Mood size={40} stroke={1.5} color={`var(--mantine-color-${MOOD_COLORS[index]}-6)`} />
                <Text size="xs" fw={chosen ? 700 : 400}>
                  {t(`feedback.points.${value}`)}
                </Text>
              </UnstyledButton>
            );
          })}
        </Group>
        <Textarea
          label={t("feedback.comment")}
          autosize
          minRows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          data-testid="feedback-comment"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDismiss} data-testid="feedback-later">
            {t("feedback.later")}
          </Button>
          <Button onClick={send} loading={submit.isPending} data-testid="feedback-send">
            {t("feedback.send")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
