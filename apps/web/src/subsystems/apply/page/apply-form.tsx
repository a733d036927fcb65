import { useState } from 'react';
import { Button, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chinaDate } from '@scf/shared/dates';
import { FINANCING_LIMITS } from '@scf/shared/schemas/financing';
import {
  certPayloadText,
  incomingApplyRequest,
  pageApplyIssues,
  termOptionsOf,
} from '@scf/shared/schemas/financing-apply-page';
import type {
  CreditorRow,
  DocumentRef,
  IncomingApplyRequest,
  PageApplyContext,
  PageApplyValues,
} from '@scf/shared/schemas/financing-apply-page';
import type { ProductDetail } from '@scf/shared/schemas/product';
import { formatYuan, yuanToFen } from '@scf/shared/money';
import { SIGNER_MESSAGES, SignerError } from '@/lib/crypto';
import { apiErrorText, issueText } from '@/lib/form';
import { paths } from '@/lib/paths';
import { readUserInfo } from '@/lib/session';
import { useFeedback } from '@/lib/feedback';
import { useDocumentConf, useIncomingApply, useOwnCredit, useOwnMember } from '../api/apply-api';
import { ApplicationTail } from '../components/application-tail';
import { BankAccountFields } from '../components/bank-account-fields';
import { CreditorDialog } from '../components/creditor-dialog';
import { DateText } from '../components/date-text';
import styles from '../components/apply.module.css';
import { fieldOfIssue, issueRule } from '../lib/issue-rule';
import { applySigner } from '../lib/signer';

type Values = PageApplyValues;

/**
 * The form of the apply page (business.md sections 2, 4, 5, 7) in its two variants: a credit product
 * draws on the applicant's credit line (term from the line's repayment method), any other presents a
 * bill and a cash-out party and is signed before it is sent. Every field shows the first issue the
 * shared ordered rules (pageApplyIssues) give for it; confirming reports the first of all, in the
 * spec's order, and the server runs the same rules.
 */
export function ApplyForm({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const variant = product.financeTypeCode === 'credit' ? 'credit' : 'voucher';
  const member = useOwnMember();
  const documents = useDocumentConf(product.productCode);
  const credit = useOwnCredit(product.productCode, variant === 'credit');
  const submit = useIncomingApply();
  const [creditor, setCreditor] = useState<CreditorRow | null>(null);
  const [choosing, setChoosing] = useState(false);
  const amount = (Form.useWatch('incomingAmount', form) as string | undefined) ?? '';
  const line = credit.data?.rows[0];
  const lineTerms = product.repayTypeList.find((r) => r.repayType === line?.repayType)?.repayTypeConfig;
  const termOptions = termOptionsOf(lineTerms?.loanTermList, lineTerms?.loanTermUnit);

  const ctx: PageApplyContext = {
    variant,
    loanAmountMinFen: product.loanAmountMin ? yuanToFen(product.loanAmountMin) : null,
    loanAmountMaxFen: product.loanAmountMax === null ? null : yuanToFen(product.loanAmountMax),
    loanPeriodMin: product.loanPeriodMin,
    loanPeriodMax: product.loanPeriodMax,
    termOptions,
    availableCreditFen: line?.lessCreditAmount ?? null,
    creditorAvailableFen: creditor?.lessCreditAmount ?? null,
    selfUserCode: member.data?.memberUserCode ?? null,
    documents: documents.data ?? [],
    agreementRequired: product.agreementArticalList.length > 0,
    today: chinaDate(),
  };
  const issuesOf = (values: Record<string, unknown>) => pageApplyIssues(values as Values, ctx);
  const rule = (path: string) => issueRule(issuesOf, path, t);

  const initialValues: Values = {
    documentList: [],
    agreementChecked: false,
    ...(member.data
      ? {
          bankCode: member.data.bankCode ?? undefined,
          recAccountOpenBankName: member.data.openBankName,
          recAccountBankNo: member.data.openBankCode,
          recAccount: member.data.openBankAccount,
          recAccountName: member.data.enterpriseName,
        }
      : {}),
  };

  const confirmSignature = () =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('apply.sign.title'),
        content: t('apply.sign.content', { product: product.productName, amount }),
        okText: t('apply.sign.ok'),
        cancelText: t('apply.sign.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const confirm = async () => {
    const values = form.getFieldsValue(true) as Values;
    const [first] = issuesOf(values as Record<string, unknown>);
    if (first) {
      void message.error(issueText(first.message, t, first.params));
      await form.validateFields().catch(() => undefined);
      form.scrollToField(fieldOfIssue(first.path), { behavior: 'smooth', block: 'center' });
      return;
    }
    const info = readUserInfo();
    const body: IncomingApplyRequest = {
      userId: info?.userId,
      productId: product.id,
      productCode: product.productCode,
      recAccountBankNo: values.recAccountBankNo,
      recAccountOpenBankName: values.recAccountOpenBankName,
      recAccount: values.recAccount,
      recAccountName: values.recAccountName,
      incomingAmount: values.incomingAmount,
      memo: values.memo,
      documentList: (values.documentList ?? []) as DocumentRef[],
      attachmentNameList: [],
      agreementChecked: values.agreementChecked === true,
      ...(variant === 'credit'
        ? { incomingDuration: values.incomingDuration }
        : {
            voucherCode: values.voucherCode,
            voucherAmount: values.voucherAmount,
            cashDate: values.cashDate,
            creditor: creditor?.userName,
            creditUserCode: creditor?.userCode,
          }),
    };
    if (variant === 'voucher') {
      try {
        const content = certPayloadText(incomingApplyRequest.parse(body));
        body.certContent = await applySigner.sign(
          `${info?.tenantId}:${info?.userId}`,
          content,
          confirmSignature,
        );
      } catch (error) {
        const failure = error instanceof SignerError ? error.failure : 'noKey';
        void message.error(t(`validation.${SIGNER_MESSAGES[failure]}`));
        return;
      }
    }
    submit.mutate(body, {
      onSuccess: () => {
        void message.success(t('apply.page.success'));
        form.resetFields();
        void navigate(`${paths.productDetail}?id=${product.id}`);
      },
      onError: (error) => void message.error(apiErrorText(error, t)),
    });
  };

  const chooseCreditor = (row: CreditorRow) => {
    setCreditor(row);
    form.setFieldsValue({ creditUserCode: row.userCode });
    setChoosing(false);
    void form.validateFields(['creditUserCode']).catch(() => undefined);
  };

  if (member.isPending || documents.isPending || (variant === 'credit' && credit.isPending)) {
    return <Typography.Text type="secondary">{t('apply.page.loading')}</Typography.Text>;
  }
  if (variant === 'credit' && !line) {
    return <Typography.Text type="warning">{t('validation.noCredit')}</Typography.Text>;
  }

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} scrollToFirstError>
      <h3 className={styles.section}>{t('apply.page.account')}</h3>
      <Row gutter={16}>
        <BankAccountFields form={form} rule={rule} />
      </Row>

      <h3 className={styles.section}>{t('apply.page.financing')}</h3>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="incomingAmount"
            label={t('apply.page.amount')}
            required
            rules={[rule('incomingAmount')]}
            extra={
              line
                ? t('apply.page.available', { value: formatYuan(line.lessCreditAmount, i18n.language) })
                : undefined
            }
          >
            <Input inputMode="decimal" maxLength={17} suffix={t('apply.page.yuan')} />
          </Form.Item>
        </Col>
        {variant === 'credit' ? (
          <Col xs={24} md={12}>
            <Form.Item
              name="incomingDuration"
              label={t('apply.page.term')}
              required
              rules={[rule('incomingDuration')]}
              extra={line ? t('apply.page.repayType', { name: line.repayTypeDesc }) : undefined}
            >
              <Select
                placeholder={t('apply.placeholders.select')}
                options={termOptions.map((m) => ({
                  value: String(m),
                  label: t('apply.page.months', { count: m }),
                }))}
              />
            </Form.Item>
          </Col>
        ) : (
          <>
            <Col xs={24} md={12}>
              <Form.Item
                name="voucherCode"
                label={t('apply.page.voucherCode')}
                required
                rules={[rule('voucherCode')]}
              >
                <Input maxLength={FINANCING_LIMITS.voucherCode} placeholder={t('apply.placeholders.input')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="voucherAmount"
                label={t('apply.page.voucherAmount')}
                required
                rules={[rule('voucherAmount')]}
                dependencies={['incomingAmount']}
              >
                <Input inputMode="decimal" maxLength={19} suffix={t('apply.page.yuan')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="cashDate" label={t('apply.page.cashDate')} required rules={[rule('cashDate')]}>
                <DateText future />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="creditUserCode"
                label={t('apply.page.creditor')}
                required
                rules={[rule('creditUserCode')]}
                dependencies={['incomingAmount']}
                extra={amount.trim() === '' ? t('apply.page.creditorAfterAmount') : undefined}
              >
                <CreditorPicker
                  name={creditor?.userName}
                  disabled={amount.trim() === ''}
                  onOpen={() => setChoosing(true)}
                />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={24}>
          <Form.Item name="memo" label={t('apply.page.purpose')}>
            <Input.TextArea
              rows={3}
              maxLength={FINANCING_LIMITS.purpose}
              showCount
              placeholder={t('apply.page.purposePlaceholder')}
            />
          </Form.Item>
        </Col>
      </Row>

      <ApplicationTail
        product={product}
        documents={documents.data ?? []}
        rule={rule}
        pending={submit.isPending}
        onConfirm={() => void confirm()}
      />
      {variant === 'voucher' ? (
        <CreditorDialog
          open={choosing}
          productCode={product.productCode}
          amount={amount}
          selfUserCode={member.data?.memberUserCode ?? null}
          onChoose={chooseCreditor}
          onClose={() => setChoosing(false)}
        />
      ) : null}
    </Form>
  );
}

/** The chosen cash-out party (a form control holding its code) and the button that opens the chooser. */
function CreditorPicker({
  name,
  disabled,
  onOpen,
  id,
}: {
  name: string | undefined;
  disabled: boolean;
  onOpen: () => void;
  id?: string;
  value?: string;
}) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} readOnly value={name ?? ''} placeholder={t('apply.page.creditorNone')} />
      <Button disabled={disabled} onClick={onOpen}>
        {t('apply.creditor.title')}
      </Button>
    </Space.Compact>
  );
}
