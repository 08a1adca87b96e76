import { feedbackPeriod } from "@armada/domain";
import { Accordion, Badge, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "@/shared/api/apiRequest";
import { formatDateTime } from "@/shared/i18n/format";
import { useLanguage } from "@/shared/i18n/useLanguage";

interface FeedbackReport {
  period: string;
  companies: {
    company_id: number;
    company_name: string;
    count: number;
    average: number;
    feedbacks: { user_name: string; point: number; comment: string; created_on: string }[];
  }[];
}

/** Feedback of one month per company: how many answered, the average score, and each answer. */
export function ConsoleFeedbackPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // the month in Jakarta, as the server counts answers: the UTC month was the last one until 07:00 on the 1st
  const [period, setPeriod] = useState(() => feedbackPeriod(new Date()));
  const report = useQuery({
    queryKey: ["console", "feedback", period],
    queryFn: async ({ signal }) =>
      (await apiRequest<FeedbackReport>(`/api/console/feedback?period=${period}`, { signal })).data,
    enabled: /^\d{4}-\d{2}$/.test(period),
  });
  const companies = report.data?.companies ?? [];
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Group justify="space-between">
        <Title order={3}>{t("console.feedback")}</Title>
        <TextInput
          type="month"
          aria-label={t("console.month")}
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value)}
          data-testid="feedback-period"
        />
      </Group>
      <Card withBorder radius="md" p={0}>
        {report.isPending ? (
          <Text c="dimmed" ta="center" py="lg">
            {t("app.loading")}
          </Text>
        ) : companies.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="feedback-empty">
            {t("console.noFeedback")}
          </Text>
        ) : (
          <Accordion data-testid="console-feedback">
            {companies.map((company) => (
              <Accordion.Item key={company.company_id} value={String(company.company_id)}>
                <Accordion.Control>
                  <Group justify="space-between" pr="md">
                    <Text fw={600}>{company.company_name}</Text>
                    <Group gap="xs">
                      <Badge variant="light">{t("console.answers", { count: company.count })}</Badge>
                      <Badge color="green" variant="light">
                        {t("console.average", { value: company.average.toFixed(2) })}
                      </Badge>
                    </Group>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    {company.feedbacks.map((feedback) => (
                      <Group
                        key={`${feedback.user_name}-${feedback.created_on}`}
                        justify="space-between"
                        wrap="nowrap"
                      >
                        <div>
                          <Text size="sm" fw={500}>
                            {feedback.user_name} · {feedback.point}/5
                          </Text>
                          <Text size="sm" c="dimmed">
                            {feedback.comment || "—"}
                          </Text>
                        </div>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(feedback.created_on, language, "short")}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Card>
    </Stack>
  );
}
