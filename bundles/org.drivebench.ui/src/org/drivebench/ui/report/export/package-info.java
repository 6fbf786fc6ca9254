/**
 * Export of a comparison report: the review table through the core's exporters (CSV, Markdown, HTML,
 * LaTeX, JSON), the overlay charts as PNG or SVG at a chosen size, and one self-contained HTML review
 * page with the table and every chart ({@link org.drivebench.ui.report.export.ReportExport}, no widgets);
 * and the dialog that asks what to export ({@link org.drivebench.ui.report.export.ReportExportDialog}).
 */
package org.drivebench.ui.report.export;
