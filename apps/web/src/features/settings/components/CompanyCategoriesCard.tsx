import { Badge, Button, Group, Paper, Text, TextInput, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { useCompanyCategories, useCreateCompanyCategory } from "../api/companySettings";

/** The company's categories (the company's own category column) and a field to add one. */
export function CompanyCategoriesCard({ mayUpdate }: { mayUpdate: boolean }) {
  const { t } = useTranslation();
  const categories = useCompanyCategories();
  const create = useCreateCompanyCategory();
  const [text, setText] = useState("");

  const add = () =>
    create.mutate(text.trim(), {
      onSuccess: () => {
        notifySuccess(t("companySettings.category.added"));
        setText("");
      },
      onError: notifyError,
    });

  return (
    <Paper withBorder radius="md" p="md" mt="md" data-testid="company-categories">
      <Title order={2} fz="md" mb="sm">
        {t("companySettings.sections.categories")}
      </Title>
      <Group gap="xs" mb="sm">
        {(categories.data ?? []).length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t("companySettings.category.empty")}
          </Text>
        ) : null}
        {(categories.data ?? []).map((category) => (
          <Badge key={category.id} variant="light" size="lg" tt="none" data-testid="company-category">
            {category.text}
            {category.hasRelation ? ` · ${t("companySettings.category.used")}` : ""}
          </Badge>
        ))}
      </Group>
      {mayUpdate ? (
        <Group
          gap="xs"
          align="flex-end"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <TextInput
            label={t("companySettings.category.text")}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: "1 1 220px" }}
            data-testid="company-category-text"
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={text.trim() === ""}
            loading={create.isPending}
            data-testid="company-category-add"
          >
            {t("companySettings.category.add")}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
